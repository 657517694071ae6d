import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTerms } from '../make-terms.ts';
import { checkPdf } from './check-pdf.ts';
import { readZip } from './read-zip.ts';
import { checkXml } from './check-xml.ts';

const COMMITTED = resolve(import.meta.dirname, '../../content/terms');
const FILES = [
  'booking-conditions.docx',
  'cancellation-policy.png',
  'general-terms.pdf',
  'junior-programme-terms.pdf',
  'pathway-terms.jpg',
];
const committed = (file: string) => readFile(join(COMMITTED, file));

describe('committed terms files (content/terms)', () => {
  it('are exactly the five files the schools link to, each under 200 KB', async () => {
    expect((await readdir(COMMITTED)).sort()).toEqual(FILES);
    for (const file of FILES) expect((await committed(file)).length, file).toBeLessThan(200 * 1024);
  });

  it('general-terms.pdf is a PDF 1.4 whose xref offsets, stream lengths and trailer hold, with the agreed terms', async () => {
    const pdf = checkPdf(await committed('general-terms.pdf'));
    expect(pdf.version).toBe('1.4');
    expect(pdf.pageCount).toBeGreaterThanOrEqual(2);
    expect([...pdf.objects.values()].some((body) => body.includes('/BaseFont /Helvetica'))).toBe(true);
    const text = pdf.text.replace(/\s+/g, ' ');
    for (const phrase of [
      'deposit',
      'due 28 days before the start of the course',
      'free of charge within three calendar days of booking',
      'visa is refused',
      'insurance',
      'Complaints',
    ]) {
      expect(text, phrase).toContain(phrase);
    }
  });

  it('junior-programme-terms.pdf is a valid PDF covering supervision, consent, curfew and medical care', async () => {
    const pdf = checkPdf(await committed('junior-programme-terms.pdf'));
    expect(pdf.version).toBe('1.4');
    const text = pdf.text.replace(/\s+/g, ' ');
    for (const phrase of ['Supervision', 'Parental consent', 'Curfew', 'medical', 'under 18'])
      expect(text, phrase).toContain(phrase);
  });

  it('booking-conditions.docx is a zip with readable entries, matching CRCs and well-formed WordprocessingML', async () => {
    const entries = readZip(await committed('booking-conditions.docx'));
    const names = entries.map((entry) => entry.name);
    expect(names[0]).toBe('[Content_Types].xml');
    expect(names).toEqual(
      expect.arrayContaining(['_rels/.rels', 'word/document.xml', 'word/styles.xml', 'word/_rels/document.xml.rels']),
    );
    for (const entry of entries) expect(() => checkXml(entry.data.toString('utf8')), entry.name).not.toThrow();
    const part = (name: string) => entries.find((entry) => entry.name === name)?.data.toString('utf8') ?? '';
    expect(part('[Content_Types].xml')).toContain(
      'PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"',
    );
    expect(part('_rels/.rels')).toContain('Target="word/document.xml"');
    const document = part('word/document.xml');
    for (const phrase of [
      'Balance: due 28 days before the start of the course',
      'within three calendar days of booking',
      'visa',
      'insurance',
      'Complaints',
    ]) {
      expect(document, phrase).toContain(phrase);
    }
  });

  it('the PNG and JPEG pages decode at about 1200 px wide', async () => {
    for (const [file, format] of [
      ['cancellation-policy.png', 'png'],
      ['pathway-terms.jpg', 'jpeg'],
    ] as const) {
      const image = sharp(await committed(file));
      const meta = await image.metadata();
      expect(meta.format, file).toBe(format);
      expect(meta.width, file).toBe(1200);
      expect(meta.height, file).toBeGreaterThan(800);
      // Decoding every pixel catches truncated files that still have a valid header.
      const pixels = await image.raw().toBuffer();
      expect(pixels.length, file).toBeGreaterThan(1200 * 800);
    }
  });
});

describe('makeTerms', () => {
  let first: string;
  let second: string;
  beforeAll(async () => {
    first = await mkdtemp(join(tmpdir(), 'terms-a-'));
    second = await mkdtemp(join(tmpdir(), 'terms-b-'));
    await makeTerms({ outDir: first });
    await makeTerms({ outDir: second });
  });
  afterAll(async () => {
    await rm(first, { recursive: true, force: true });
    await rm(second, { recursive: true, force: true });
  });

  it('writes the same bytes on every run', async () => {
    for (const file of FILES)
      expect((await readFile(join(first, file))).equals(await readFile(join(second, file))), file).toBe(true);
  });

  it('matches the committed PDF and DOCX files, so a text edit without a rerun is caught', async () => {
    // The raster pages depend on the fonts installed, so only the font-independent files are compared.
    for (const file of FILES.filter((name) => /\.(pdf|docx)$/.test(name))) {
      expect(
        (await readFile(join(first, file))).equals(await committed(file)),
        `${file}: run node scripts/make-terms.ts`,
      ).toBe(true);
    }
  });
});
