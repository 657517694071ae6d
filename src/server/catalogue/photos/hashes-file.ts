/** The photo script's map of plain photo address to hash, inside the photo folder (public/photos, then dist/client/photos). */
export const HASHES_FILE = 'hashes.json';
