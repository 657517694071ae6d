/** The 1x, 2x and 3x files of a photo named `name` (without extension), as a srcset: name.webp 1x, name@2x.webp 2x, name@3x.webp 3x. */
export function densitySrcset(name: string, extension: 'webp' | 'jpg'): string {
  return [1, 2, 3].map((scale) => `${name}${scale === 1 ? '' : `@${scale}x`}.${extension} ${scale}x`).join(', ');
}

/** A photo path without its extension ('/photos/x/1.webp' → '/photos/x/1'). */
export function withoutExtension(path: string): string {
  return path.replace(/\.(webp|jpe?g|png)$/i, '');
}
