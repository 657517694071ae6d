import { el } from '../svg-element.ts';
import type { Palette } from '../palette-from-slug.ts';

/** A leafy plant in a pot whose base sits on floorY. */
export function pottedPlant(x: number, floorY: number, size: number, palette: Palette, potColour: string): string {
  const pot = el('path', {
    d: `M${x - size * 0.22} ${floorY - size * 0.34} L${x + size * 0.22} ${floorY - size * 0.34} L${x + size * 0.16} ${floorY} L${x - size * 0.16} ${floorY} Z`,
    fill: potColour,
  });
  const leaves = [-60, -35, -10, 15, 40, 65]
    .map((angle, index) =>
      el('ellipse', {
        cx: x,
        cy: floorY - size * 0.62,
        rx: size * 0.09,
        ry: size * 0.32,
        fill: index % 2 ? palette.foliage : palette.foliageDark,
        transform: `rotate(${angle} ${x} ${floorY - size * 0.36})`,
      }),
    )
    .join('');
  return leaves + pot;
}
