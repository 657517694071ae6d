import type { TermsDocument } from './terms-document.ts';
import { layoutLines } from './layout-lines.ts';

// A4 in points; the standard fonts need no embedding, which keeps each file a few kilobytes.
const FRAME = {
  width: 595,
  height: 842,
  margin: 56,
  footer: 18,
  sizes: { title: 17, preamble: 9, heading: 11, body: 9.5 },
};
const HEADING_COLOUR = '0.106 0.267 0.478 rg';
const TEXT_COLOUR = '0.13 0.13 0.13 rg';
const MUTED_COLOUR = '0.4 0.4 0.4 rg';

/** A fixed date keeps the output byte-identical from run to run. */
export type PdfInfo = { title: string; author: string; subject: string; date: Date };

/** Writes a terms document as a PDF 1.4 file with Helvetica text, one content stream per page. */
export function writePdf(doc: TermsDocument, info: PdfInfo): Buffer {
  const pages = layoutLines(doc, FRAME);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);

  const firstPage = 6;
  const kids = pages.map((_, index) => `${firstPage + 2 * index} 0 R`).join(' ');
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  add(
    `<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Subject ${pdfString(info.subject)} ` +
      `/Creator (scripts/make-terms.ts) /Producer (LinguaTrips) /CreationDate ${pdfString(pdfDate(info.date))} /ModDate ${pdfString(pdfDate(info.date))} >>`,
  );
  pages.forEach((lines, index) => {
    const ops = lines.map((line) => {
      const colour =
        line.kind === 'title' || line.kind === 'heading'
          ? HEADING_COLOUR
          : line.kind === 'preamble'
            ? MUTED_COLOUR
            : TEXT_COLOUR;
      return `BT ${colour} /${line.bold ? 'F2' : 'F1'} ${line.size} Tf 1 0 0 1 ${line.x} ${num(FRAME.height - line.y)} Tm ${pdfString(line.text)} Tj ET`;
    });
    const footer = `${info.title} - page ${index + 1} of ${pages.length}`;
    ops.push(`BT ${MUTED_COLOUR} /F1 8 Tf 1 0 0 1 ${FRAME.margin} ${FRAME.margin / 2} Tm ${pdfString(footer)} Tj ET`);
    const content = ops.join('\n');
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${FRAME.width} ${FRAME.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + 2 * index + 1} 0 R >>`,
    );
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });

  // Every character is ASCII except the binary marker, so string length equals byte offset.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}
