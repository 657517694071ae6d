import type { TermsDocument } from './terms-document.ts';
import { escapeXml } from './escape-xml.ts';
import { layoutLines } from './layout-lines.ts';

// Liberation Sans first: it is installed with most Linux systems and has Helvetica's metrics,
// which the line wrapping assumes.
const FONT = "'Liberation Sans', Arial, Helvetica, sans-serif";
const COLOURS = { title: '#1b447a', heading: '#1b447a', preamble: '#666666', body: '#222222' } as const;

/** Lays a terms document out as one tall page of SVG text, ready for sharp to rasterise. */
export function textPageSvg(doc: TermsDocument, width: number): { svg: string; width: number; height: number } {
  const margin = Math.round(width * 0.06);
  const [lines = []] = layoutLines(doc, {
    width,
    height: Infinity,
    margin,
    footer: 0,
    sizes: { title: width / 30, preamble: width / 60, heading: width / 46, body: width / 56 },
  });
  const height = Math.ceil((lines.at(-1)?.y ?? 0) + margin);
  // A hairline halfway between the title's descenders and the tops of the first line below it.
  const title = lines.filter((line) => line.kind === 'title').at(-1);
  const next = lines.find((line) => line.kind !== 'title');
  const ruleY = title && next ? (title.y + title.size * 0.25 + next.y - next.size * 0.8) / 2 : margin;
  const texts = lines.map(
    (line) =>
      `<text x="${line.x}" y="${line.y.toFixed(1)}" font-size="${line.size.toFixed(1)}"${line.bold ? ' font-weight="bold"' : ''} fill="${COLOURS[line.kind]}">${escapeXml(line.text)}</text>`,
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
    `<rect x="0" y="0" width="${width}" height="${Math.round(width / 100)}" fill="#1b447a"/>` +
    `<rect x="${margin}" y="${ruleY.toFixed(1)}" width="${width - 2 * margin}" height="2" fill="#d5dce6"/>` +
    texts.join('') +
    '</svg>';
  return { svg, width, height };
}
