// Writes the terms files the schools link to (content/terms/), as real files of each kind the
// terms modal handles: PDF (embedded), DOCX (plain link), PNG and JPEG (shown as images).
// The output is committed; run again after editing a text: node scripts/make-terms.ts [--out dir]
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { AGENCY, type TermsDocument } from './terms/terms-document.ts';
import { generalTerms } from './terms/general-terms.ts';
import { bookingConditions } from './terms/booking-conditions.ts';
import { cancellationPolicy } from './terms/cancellation-policy.ts';
import { juniorProgrammeTerms } from './terms/junior-programme-terms.ts';
import { pathwayTerms } from './terms/pathway-terms.ts';
import { writePdf } from './terms/write-pdf.ts';
import { writeDocx } from './terms/write-docx.ts';
import { textPageSvg } from './terms/text-page-svg.ts';

/** The date written into document metadata: fixed, so every run gives the same bytes. */
const ISSUED = new Date('2026-11-01T00:00:00Z');
const IMAGE_WIDTH = 1200;

type TermsFile = { file: string; doc: TermsDocument; subject: string };

/** The terms files and what each holds; school files name them in their `terms` field. */
export const TERMS_FILES: readonly TermsFile[] = [
  {
    file: 'general-terms.pdf',
    doc: generalTerms,
    subject: 'General terms and conditions for language course bookings',
  },
  { file: 'booking-conditions.docx', doc: bookingConditions, subject: 'Booking conditions' },
  { file: 'cancellation-policy.png', doc: cancellationPolicy, subject: 'Cancellation policy' },
  {
    file: 'junior-programme-terms.pdf',
    doc: juniorProgrammeTerms,
    subject: 'Terms for junior summer camps (under 18)',
  },
  { file: 'pathway-terms.jpg', doc: pathwayTerms, subject: 'Terms for university pathway programmes' },
];

/** Renders every terms file into outDir and returns the paths written with their sizes in bytes. */
export async function makeTerms({ outDir }: { outDir: string }): Promise<{ file: string; bytes: number }[]> {
  await mkdir(outDir, { recursive: true });
  const written: { file: string; bytes: number }[] = [];
  for (const { file, doc, subject } of TERMS_FILES) {
    const bytes = await render(file, doc, subject);
    await writeFile(join(outDir, file), bytes);
    written.push({ file: join(outDir, file), bytes: bytes.length });
  }
  return written;
}

async function render(file: string, doc: TermsDocument, subject: string): Promise<Buffer> {
  const info = { title: doc.title, author: AGENCY.name, subject, date: ISSUED };
  if (file.endsWith('.pdf')) return writePdf(doc, info);
  if (file.endsWith('.docx')) return writeDocx(doc, info);
  const page = textPageSvg(doc, IMAGE_WIDTH);
  const image = sharp(Buffer.from(page.svg));
  // Text on white needs few colours: a 16-colour palette keeps the PNG small and the edges smooth.
  if (file.endsWith('.png'))
    return image.png({ palette: true, colours: 16, compressionLevel: 9, effort: 10 }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

function parseOut(argv: string[]): string {
  const index = argv.indexOf('--out');
  const value = index >= 0 ? argv[index + 1] : undefined;
  if (index >= 0 && (!value || value.startsWith('--'))) throw new Error('--out needs a folder');
  return resolve(value ?? 'content/terms');
}

if (import.meta.main) {
  for (const { file, bytes } of await makeTerms({ outDir: parseOut(process.argv.slice(2)) })) {
    console.log(`${file} ${(bytes / 1024).toFixed(1)} KB`);
  }
}
