/**
 * The terms files a school's `terms` field names (content/terms/, or uploaded in the office):
 * which may be uploaded, and what a file is, decided from its bytes rather than its name.
 */

/** The largest terms file the office takes: a scanned page or a long PDF, never a video. */
export const MAX_TERMS_FILE_BYTES = 10 * 1024 * 1024;

/** What the terms file form and its API may send: the file and a few short fields. */
export const MAX_TERMS_FORM_BYTES = MAX_TERMS_FILE_BYTES + 64 * 1024;

export const TERMS_FILE_KINDS = ['pdf', 'docx', 'png', 'jpg'] as const;
export type TermsFileKind = (typeof TERMS_FILE_KINDS)[number];

export const TERMS_MEDIA_TYPES: Record<TermsFileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** An uploaded file's name: as the school file's schema takes it, with one of the kinds' endings. */
export const TERMS_UPLOAD_NAME = /^[a-z0-9-]+\.(pdf|docx|png|jpg)$/;

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, prefix: Uint8Array, at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((byte, index) => bytes[at + index] === byte);
}

function indexOf(bytes: Uint8Array, needle: Uint8Array, from = 0): number {
  outer: for (let i = from; i <= bytes.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const PDF = ascii('%PDF-');
const PDF_END = ascii('%%EOF');
const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const PNG_HEADER = ascii('IHDR');
const JPEG = Uint8Array.of(0xff, 0xd8, 0xff);
const ZIP = Uint8Array.of(0x50, 0x4b, 0x03, 0x04);
const ZIP_END = Uint8Array.of(0x50, 0x4b, 0x05, 0x06);
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml'].map(ascii);
const MACROS = ascii('vbaProject.bin');

/**
 * The kind of a terms file by its bytes, or null for anything else: a PDF (its header, and its
 * end marker near the end), a PNG (signature and header chunk), a JPEG (start of image), a Word
 * document (a ZIP whose entries name its content types and its document part, without macros:
 * the names of a ZIP's entries are stored uncompressed).
 */
export function termsFileKind(bytes: Uint8Array): TermsFileKind | null {
  if (startsWith(bytes, PDF)) return indexOf(bytes, PDF_END, Math.max(0, bytes.length - 2048)) >= 0 ? 'pdf' : null;
  if (startsWith(bytes, PNG)) return startsWith(bytes, PNG_HEADER, 12) ? 'png' : null;
  if (startsWith(bytes, JPEG)) return 'jpg';
  if (startsWith(bytes, ZIP)) {
    const isDocx =
      indexOf(bytes, ZIP_END, Math.max(0, bytes.length - 65_557)) >= 0 &&
      DOCX_PARTS.every((part) => indexOf(bytes, part) >= 0) &&
      indexOf(bytes, MACROS) < 0;
    return isDocx ? 'docx' : null;
  }
  return null;
}

export type TermsUploadCheck =
  | { ok: true; kind: TermsFileKind; mediaType: string }
  | { ok: false; status: 400 | 413 | 415; field: 'name' | 'file'; message: string };

const KINDS_SAID = 'PDF, Word (.docx), PNG or JPEG';

/** Whether a file may be stored as the terms file `name`: its name, its size, and its kind read from its bytes. */
export function checkTermsUpload(name: string, bytes: Uint8Array): TermsUploadCheck {
  if (!TERMS_UPLOAD_NAME.test(name))
    return {
      ok: false,
      status: 400,
      field: 'name',
      message:
        'must be lower-case letters, digits and hyphens with .pdf, .docx, .png or .jpg at the end (general-terms.pdf)',
    };
  if (bytes.length === 0) return { ok: false, status: 400, field: 'file', message: 'the file is empty' };
  if (bytes.length > MAX_TERMS_FILE_BYTES)
    return {
      ok: false,
      status: 413,
      field: 'file',
      message: `the file is over ${MAX_TERMS_FILE_BYTES / 1024 / 1024} MB`,
    };
  const kind = termsFileKind(bytes);
  if (!kind) return { ok: false, status: 415, field: 'file', message: `the file is not a ${KINDS_SAID} file` };
  const named = name.slice(name.lastIndexOf('.') + 1);
  if (named !== kind)
    return {
      ok: false,
      status: 415,
      field: 'file',
      message: `the file is a ${kind.toUpperCase()} file, but its name ends in .${named}: name it ….${kind}`,
    };
  return { ok: true, kind, mediaType: TERMS_MEDIA_TYPES[kind] };
}

/** The name an uploaded file would take: its own, in lower case, spaces and underscores as hyphens, .jpeg as .jpg. */
export function termsNameOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).at(-1) ?? '';
  return base
    .toLowerCase()
    .replace(/\.jpeg$/, '.jpg')
    .replace(/[\s_]+/g, '-');
}
