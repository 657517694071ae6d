import { describe, expect, it } from 'vitest';
import { loadStylesheet } from '../load-stylesheet.ts';

/** A document whose links load only when the test says so (a test DOM fetches or refuses them at once). */
function fakeDocument() {
  const head: FakeLink[] = [];
  class FakeLink extends EventTarget {
    rel = '';
    href = '';
    remove() {
      head.splice(head.indexOf(this), 1);
    }
  }
  const doc = {
    createElement: () => new FakeLink(),
    head: { append: (link: FakeLink) => head.push(link) },
  } as unknown as Document;
  return { doc, head };
}

describe('loadStylesheet', () => {
  it('adds the stylesheet once, however often it is asked for, and resolves when it has loaded', async () => {
    const { doc, head } = fakeDocument();
    let settled = false;
    const first = loadStylesheet('/_astro/leaflet.abc.css', doc).then(() => {
      settled = true;
    });
    const second = loadStylesheet('/_astro/leaflet.abc.css', doc);
    expect(head.map((link) => [link.rel, link.href])).toEqual([['stylesheet', '/_astro/leaflet.abc.css']]);
    await Promise.resolve();
    expect(settled).toBe(false);
    head[0]!.dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
    expect(settled).toBe(true);
  });

  it('rejects when the stylesheet fails, and tries again on the next call', async () => {
    const { doc, head } = fakeDocument();
    const failing = loadStylesheet('/_astro/missing.css', doc);
    head[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('/_astro/missing.css');
    expect(head).toEqual([]);
    void loadStylesheet('/_astro/missing.css', doc).catch(() => undefined);
    expect(head).toHaveLength(1);
  });

  it('adds nothing for an empty address and resolves at once', async () => {
    const { doc, head } = fakeDocument();
    await loadStylesheet('', doc);
    expect(head).toEqual([]);
  });
});
