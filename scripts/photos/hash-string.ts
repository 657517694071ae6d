/**
 * FNV-1a with a final avalanche (murmur3's fmix32): a stable 32-bit hash whose low bits differ
 * even for similar slugs, so a school slug always gives the same colours and layout, and
 * neighbouring slugs get different ones.
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
