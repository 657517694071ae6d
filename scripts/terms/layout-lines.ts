import type { TermsDocument } from './terms-document.ts';
import { wrapText } from './wrap-text.ts';

/** One line placed on a page; y is the baseline, measured down from the top edge. */
export type PlacedLine = {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
  kind: 'title' | 'preamble' | 'heading' | 'body';
};

export type PageFrame = {
  width: number;
  /** Infinity lays the whole document out on one page (the PNG and JPEG pages). */
  height: number;
  margin: number;
  /** Font sizes; line spacing is 1.35 of the size, as in most printed terms. */
  sizes: { title: number; preamble: number; heading: number; body: number };
  /** Room kept free at the bottom of each page for the page footer. */
  footer: number;
};

const LEADING = 1.35;

/** Wraps and places a terms document on as many pages as it needs, never leaving a heading alone at a page foot. */
export function layoutLines(doc: TermsDocument, frame: PageFrame): PlacedLine[][] {
  const { margin, sizes } = frame;
  const textWidth = frame.width - 2 * margin;
  const bottom = frame.height - margin - frame.footer;
  const pages: PlacedLine[][] = [[]];
  let y = margin;

  const place = (text: string, size: number, bold: boolean, kind: PlacedLine['kind']) => {
    y += size * LEADING;
    (pages.at(-1) as PlacedLine[]).push({ text, x: margin, y, size, bold, kind });
  };
  const ensureRoom = (needed: number) => {
    if (y + needed <= bottom) return;
    pages.push([]);
    y = margin;
  };
  const block = (text: string, size: number, bold: boolean, kind: PlacedLine['kind'], keepWithNext = 0) => {
    const lines = wrapText(text, textWidth, size, bold);
    lines.forEach((line, index) => {
      // Keep at least two lines of a paragraph together, and a heading with what follows it.
      const following = index === 0 ? Math.min(lines.length, 2) * size * LEADING + keepWithNext : size * LEADING;
      ensureRoom(following);
      place(line, size, bold, kind);
    });
  };

  block(doc.title, sizes.title, true, 'title');
  y += sizes.title * 0.5;
  for (const line of doc.preamble) block(line, sizes.preamble, false, 'preamble');
  for (const section of doc.sections) {
    y += sizes.heading * 0.9;
    block(section.heading, sizes.heading, true, 'heading', 2 * sizes.body * LEADING);
    for (const paragraph of section.paragraphs) {
      block(paragraph, sizes.body, false, 'body');
      y += sizes.body * 0.45;
    }
  }
  return pages;
}
