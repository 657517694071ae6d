/**
 * Where the site links a catalogue photo. The build copies every school and housing photo under
 * a folder named after the hash of its files' bytes (/photos/h/<hash>/schools/x/1.webp), which
 * never changes meaning and is cached for a year; `hashes` (the build's photos/hashes.json) maps
 * each photo's plain address without extension ('/photos/schools/x/1') to that hash.
 */
export type PhotoAddress = (path: string) => string;

/** The folder of the content-hashed copies: everything under it is immutable. */
export const HASHED_PHOTOS_PREFIX = '/photos/h/';

/** The plain address itself, when there are no hashed copies (tests, a build without photos). */
export const plainPhotoAddress: PhotoAddress = (path) => path;

/**
 * The hashed address of a photo file or of a photo's base (without extension, to which the
 * pages add their size suffixes: '-1200.webp', '@2x.jpg'); a photo without a hash keeps its plain address.
 * A value may also name the hashed base of another photo ('<hash>/schools/y/1'): a school of a
 * generated catalogue shows the photos of the school it was made from, drawn once for all.
 */
export function photoAddressFrom(hashes: Readonly<Record<string, string>>): PhotoAddress {
  return (path) => {
    const base = path.replace(/\.(webp|jpe?g|png)$/i, '');
    const hash = Object.hasOwn(hashes, base) ? hashes[base] : undefined;
    if (!hash || !base.startsWith('/photos/')) return path;
    if (hash.includes('/')) return `${HASHED_PHOTOS_PREFIX}${hash}${path.slice(base.length)}`;
    return `${HASHED_PHOTOS_PREFIX}${hash}/${path.slice('/photos/'.length)}`;
  };
}
