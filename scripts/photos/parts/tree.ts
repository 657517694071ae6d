import { el } from '../svg-element.ts';
import type { Palette } from '../palette-from-slug.ts';
import type { Random } from '../seeded-random.ts';

/** A rounded street tree standing on groundY, about `size` tall. */
export function tree(x: number, groundY: number, size: number, palette: Palette, random: Random): string {
  const trunk = el('rect', {
    x: x - size * 0.04,
    y: groundY - size * 0.45,
    width: size * 0.08,
    height: size * 0.45,
    fill: palette.woodDark,
  });
  const blobs = [
    [0, -0.62, 0.3, palette.foliageDark],
    [-0.18, -0.55, 0.22, palette.foliage],
    [0.17, -0.58, 0.24, palette.foliage],
    [0.02, -0.78, 0.22, palette.foliage],
  ] as const;
  const crown = blobs
    .map(([dx, dy, r, fill]) =>
      el('circle', { cx: x + dx * size + random.between(-2, 2), cy: groundY + dy * size, r: r * size, fill }),
    )
    .join('');
  const light = el('circle', {
    cx: x - size * 0.08,
    cy: groundY - size * 0.76,
    r: size * 0.09,
    fill: '#ffffff',
    'fill-opacity': 0.18,
  });
  return trunk + crown + light;
}
