/**
 * Checks the structure a PDF reader relies on: header, every xref offset landing on its object,
 * stream lengths, trailer, startxref and %%EOF. Returns the objects' text and the page count.
 */
export function checkPdf(file: Buffer): {
  version: string;
  objects: Map<number, string>;
  pageCount: number;
  text: string;
} {
  const pdf = file.toString('latin1');
  const version = /^%PDF-(\d\.\d)\n/.exec(pdf)?.[1];
  if (!version) throw new Error('no %PDF header');
  if (!pdf.endsWith('%%EOF\n')) throw new Error('does not end with %%EOF');

  const startxref = /startxref\n(\d+)\n%%EOF\n$/.exec(pdf);
  if (!startxref) throw new Error('no startxref before %%EOF');
  const xrefAt = Number(startxref[1]);
  if (!pdf.startsWith('xref\n', xrefAt)) throw new Error(`startxref ${xrefAt} does not point at the xref table`);
  const header = /^xref\n0 (\d+)\n/.exec(pdf.slice(xrefAt));
  if (!header) throw new Error('bad xref subsection header');
  const size = Number(header[1]);
  const entriesAt = xrefAt + header[0].length;
  const objects = new Map<number, string>();
  for (let number = 0; number < size; number += 1) {
    const entry = pdf.slice(entriesAt + number * 20, entriesAt + (number + 1) * 20);
    const match = /^(\d{10}) (\d{5}) ([nf])(?: \n|\r\n)$/.exec(entry);
    if (!match) throw new Error(`xref entry ${number} is not 20 bytes in the standard form: ${JSON.stringify(entry)}`);
    if (match[3] === 'f') continue;
    const offset = Number(match[1]);
    if (!pdf.startsWith(`${number} 0 obj\n`, offset))
      throw new Error(`xref entry ${number} points at ${JSON.stringify(pdf.slice(offset, offset + 12))}`);
    const end = pdf.indexOf('\nendobj\n', offset);
    objects.set(number, pdf.slice(offset + `${number} 0 obj\n`.length, end));
  }
  const trailer = pdf.slice(entriesAt + size * 20);
  if (!trailer.startsWith('trailer\n')) throw new Error('no trailer after the xref table');
  if (Number(/\/Size (\d+)/.exec(trailer)?.[1]) !== size) throw new Error('trailer /Size differs from the xref count');
  const root = Number(/\/Root (\d+) 0 R/.exec(trailer)?.[1]);
  if (!objects.get(root)?.includes('/Type /Catalog')) throw new Error('trailer /Root is not a catalog');

  let text = '';
  for (const [number, body] of objects) {
    const stream = /^<< \/Length (\d+) >>\nstream\n/.exec(body);
    if (!stream) continue;
    const content = body.slice(stream[0].length, body.lastIndexOf('\nendstream'));
    if (content.length !== Number(stream[1]))
      throw new Error(`object ${number}: /Length ${stream[1]}, stream has ${content.length} bytes`);
    text +=
      [...content.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
        .map((show) => (show[1] as string).replace(/\\(.)/g, '$1'))
        .join('\n') + '\n';
  }
  const pagesRoot = [...objects.values()].find((body) => body.includes('/Type /Pages'));
  const pageCount = Number(/\/Count (\d+)/.exec(pagesRoot ?? '')?.[1]);
  const pageObjects = [...objects.values()].filter((body) => /\/Type \/Page\b(?!s)/.test(body)).length;
  if (pageCount !== pageObjects) throw new Error(`/Count ${pageCount} but ${pageObjects} page objects`);
  return { version, objects, pageCount, text };
}
