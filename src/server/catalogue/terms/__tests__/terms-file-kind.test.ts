import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// The domain's rules over the demo's real terms files (read here: the domain itself reads no files).
import { checkTermsUpload, MAX_TERMS_FILE_BYTES, termsFileKind, termsNameOf } from '#domain/catalogue/terms-file.ts';

const TERMS = resolve(import.meta.dirname, '../../../../../content/terms');
const demo = (name: string) => new Uint8Array(readFileSync(join(TERMS, name)));

describe('terms files', () => {
  it('knows each demo terms file by its bytes', () => {
    expect(termsFileKind(demo('general-terms.pdf'))).toBe('pdf');
    expect(termsFileKind(demo('booking-conditions.docx'))).toBe('docx');
    expect(termsFileKind(demo('cancellation-policy.png'))).toBe('png');
    expect(termsFileKind(demo('pathway-terms.jpg'))).toBe('jpg');
  });

  it('refuses what only looks like one by its name or its first bytes', () => {
    expect(termsFileKind(new TextEncoder().encode('<html>terms</html>'))).toBeNull();
    expect(termsFileKind(new TextEncoder().encode('%PDF-1.4 cut short'))).toBeNull();
    // A ZIP that is no Word document (an .xlsx, a .zip of anything).
    const zip = demo('booking-conditions.docx');
    const notWord = new TextDecoder('latin1').decode(zip).replaceAll('word/document.xml', 'xl/workbook.xml__');
    expect(termsFileKind(Uint8Array.from(notWord, (char) => char.charCodeAt(0)))).toBeNull();
    const macros = new TextDecoder('latin1').decode(zip).replace('word/styles.xml', 'vbaProject.bin');
    expect(termsFileKind(Uint8Array.from(macros, (char) => char.charCodeAt(0)))).toBeNull();
  });

  it('checks an upload: its name, its size, and a kind that agrees with its name', () => {
    expect(checkTermsUpload('new-terms.pdf', demo('general-terms.pdf'))).toMatchObject({
      ok: true,
      mediaType: 'application/pdf',
    });
    expect(checkTermsUpload('New Terms.pdf', demo('general-terms.pdf'))).toMatchObject({ status: 400, field: 'name' });
    expect(checkTermsUpload('terms.exe', demo('general-terms.pdf'))).toMatchObject({ status: 400, field: 'name' });
    expect(checkTermsUpload('terms.pdf', new Uint8Array())).toMatchObject({ status: 400, field: 'file' });
    expect(checkTermsUpload('terms.pdf', demo('cancellation-policy.png'))).toMatchObject({
      status: 415,
      message: 'the file is a PNG file, but its name ends in .pdf: name it ….png',
    });
    const huge = new Uint8Array(MAX_TERMS_FILE_BYTES + 1);
    huge.set(demo('general-terms.pdf').subarray(0, 8));
    expect(checkTermsUpload('terms.pdf', huge)).toMatchObject({ status: 413, field: 'file' });
  });

  it('names an upload after its file', () => {
    expect(termsNameOf('C:\\Scans\\School Terms_2027.JPEG')).toBe('school-terms-2027.jpg');
    expect(termsNameOf('general-terms.pdf')).toBe('general-terms.pdf');
  });
});
