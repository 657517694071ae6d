import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

type AxeWindow = { axe?: typeof axe };

/**
 * Runs axe on the page as it is now, its same-origin frames included; serious and critical
 * violations fail the test.
 *
 * axe is put into a document once and run there as often as the test asks: most journeys check
 * several states of one page. `AxeBuilder.analyze()` evaluates axe's 1.5 MB source in the page on
 * every call and finishes each run in a new blank page, several times the cost of `axe.run` in a
 * page that already has it. Frames from another origin are not checked (the
 * site has none); same-origin frames are, as with AxeBuilder's `axe.run` mode.
 */
export async function expectAccessible(page: Page): Promise<void> {
  for (const frame of page.frames()) await withAxe(frame, frame === page.mainFrame());
  const violations = await page.evaluate(async () => (await (window as AxeWindow).axe!.run(document)).violations);
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(blocking, `axe on ${page.url()}`).toEqual([]);
}

/** Puts axe into the frame's document unless it is there already; a child frame that cannot take it (gone, another origin) is left out. */
async function withAxe(frame: Frame, required: boolean): Promise<void> {
  try {
    if (await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function')) return;
    await frame.evaluate(axe.source);
  } catch (error) {
    if (required) throw error;
  }
}
