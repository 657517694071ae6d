import { el, linearGradient } from '../svg-element.ts';
import { windowView } from '../parts/window-view.ts';
import { bookRow } from '../parts/book-row.ts';
import { pottedPlant } from '../parts/potted-plant.ts';
import type { SceneContext } from '../scene-context.ts';

/** A living room (view box about 320 x 220): sofa with cushions, floor lamp, shelves, window and rug. */
export function livingRoom({ palette, random, width, height }: SceneContext): string {
  const floorY = height * 0.72;
  const parts: string[] = [
    `<defs>${linearGradient('sky', [palette.skyTop, palette.skyBottom])}${linearGradient('floor', [palette.wood, palette.woodDark])}</defs>`,
    el('rect', { x: 0, y: 0, width, height: floorY, fill: palette.wall }),
    el('rect', { x: 0, y: floorY, width, height: height - floorY, fill: 'url(#floor)' }),
    el('rect', { x: 0, y: floorY - 5, width, height: 5, fill: palette.trim }),
  ];
  parts.push(windowView(width - 112, 24, 84, 86, palette, { columns: 2, rows: 2 }));

  // Shelves with books and a vase on the left wall.
  for (const shelfY of [58, 94]) {
    parts.push(el('rect', { x: 18, y: shelfY, width: 90, height: 4, fill: palette.woodDark }));
    parts.push(bookRow(22, shelfY, 56, 26, palette, random));
  }
  parts.push(el('path', { d: 'M88 58 q-6 -10 0 -20 l8 0 q6 10 0 20 Z', fill: palette.secondary }));

  // The sofa, centred so the square mobile crop keeps it.
  const sofaX = width / 2 - 80;
  const seatY = floorY - 18;
  parts.push(
    el('ellipse', { cx: width / 2, cy: floorY + 30, rx: 130, ry: 16, fill: palette.soft[2], 'fill-opacity': 0.55 }),
  );
  parts.push(el('rect', { x: sofaX, y: seatY - 44, width: 160, height: 52, rx: 12, fill: palette.accentDark }));
  for (let cushion = 0; cushion < 3; cushion += 1)
    parts.push(
      el('rect', {
        x: sofaX + 14 + cushion * 45,
        y: seatY - 34,
        width: 40,
        height: 30,
        rx: 8,
        fill: palette.soft[cushion] as string,
      }),
    );
  parts.push(el('rect', { x: sofaX - 4, y: seatY, width: 168, height: 26, rx: 9, fill: palette.accentSoft }));
  parts.push(el('rect', { x: sofaX - 12, y: seatY - 16, width: 20, height: 44, rx: 8, fill: palette.accentDark }));
  parts.push(el('rect', { x: sofaX + 152, y: seatY - 16, width: 20, height: 44, rx: 8, fill: palette.accentDark }));
  parts.push(el('rect', { x: sofaX + 2, y: seatY + 26, width: 4, height: 8, fill: '#3d4148' }));
  parts.push(el('rect', { x: sofaX + 154, y: seatY + 26, width: 4, height: 8, fill: '#3d4148' }));

  // Coffee table, floor lamp and a plant.
  parts.push(el('rect', { x: width / 2 - 36, y: floorY + 26, width: 72, height: 6, rx: 2, fill: palette.wood }));
  parts.push(el('rect', { x: width / 2 - 30, y: floorY + 32, width: 3, height: 12, fill: palette.woodDark }));
  parts.push(el('rect', { x: width / 2 + 27, y: floorY + 32, width: 3, height: 12, fill: palette.woodDark }));
  parts.push(el('rect', { x: width / 2 - 12, y: floorY + 18, width: 12, height: 8, rx: 2, fill: palette.highlight }));
  const lampX = sofaX - 30;
  parts.push(el('rect', { x: lampX - 1, y: floorY - 80, width: 2, height: 84, fill: '#3d4148' }));
  parts.push(el('rect', { x: lampX - 8, y: floorY + 2, width: 16, height: 3, fill: '#3d4148' }));
  parts.push(
    el('path', {
      d: `M${lampX - 12} ${floorY - 80} L${lampX - 7} ${floorY - 100} L${lampX + 7} ${floorY - 100} L${lampX + 12} ${floorY - 80} Z`,
      fill: palette.trim,
    }),
  );
  parts.push(pottedPlant(width - 40, floorY + 14, 62, palette, palette.accent));
  return parts.join('');
}
