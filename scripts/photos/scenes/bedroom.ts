import { el, linearGradient } from '../svg-element.ts';
import { windowView } from '../parts/window-view.ts';
import { pottedPlant } from '../parts/potted-plant.ts';
import type { SceneContext } from '../scene-context.ts';

export type BedroomStyle = { beds: 'single' | 'double' | 'twin'; desk: boolean };

/** A bedroom (view box about 320 x 220): window, bed(s) with pillows and a throw, bedside lamp, optional desk. */
export function bedroom({ palette, random, width, height }: SceneContext, style: BedroomStyle): string {
  const floorY = height * 0.7;
  const parts: string[] = [
    `<defs>${linearGradient('sky', [palette.skyTop, palette.skyBottom])}${linearGradient('floor', [palette.floor, palette.wood])}</defs>`,
    el('rect', { x: 0, y: 0, width, height: floorY, fill: palette.wall }),
    el('rect', { x: 0, y: floorY, width, height: height - floorY, fill: 'url(#floor)' }),
    el('rect', { x: 0, y: floorY - 5, width, height: 5, fill: palette.trim }),
  ];
  // With a desk, everything sits between 15% and 85% of the width so the square mobile crop keeps it.
  const windowX = style.desk ? width * 0.56 : width * 0.08;
  parts.push(windowView(windowX, 26, 78, 70, palette, { columns: 2, rows: 1 }));
  parts.push(
    el('rect', { x: windowX - 12, y: 20, width: 14, height: 90, fill: palette.secondary, 'fill-opacity': 0.85 }),
  );
  parts.push(
    el('rect', { x: windowX + 76, y: 20, width: 14, height: 90, fill: palette.secondary, 'fill-opacity': 0.85 }),
  );

  // Bed(s): headboard against the wall, duvet towards the viewer.
  const bedWidth = style.beds === 'double' ? 130 : 72;
  const bedXs =
    style.beds === 'twin'
      ? [width * 0.5 - 84, width * 0.5 + 12]
      : [style.desk ? width * 0.18 : width * 0.5 - bedWidth / 2 + 10];
  parts.push(
    el('ellipse', { cx: width * 0.5, cy: floorY + 40, rx: 120, ry: 14, fill: palette.soft[1], 'fill-opacity': 0.6 }),
  );
  for (const bedX of bedXs) {
    parts.push(el('rect', { x: bedX, y: floorY - 62, width: bedWidth, height: 44, rx: 6, fill: palette.woodDark }));
    parts.push(el('rect', { x: bedX - 3, y: floorY - 24, width: bedWidth + 6, height: 40, rx: 4, fill: palette.trim }));
    parts.push(
      el('rect', { x: bedX - 4, y: floorY - 14, width: bedWidth + 8, height: 42, rx: 5, fill: palette.soft[0] }),
    );
    parts.push(
      el('rect', {
        x: bedX - 4,
        y: floorY + 4,
        width: bedWidth + 8,
        height: 12,
        fill: palette.accent,
        'fill-opacity': 0.85,
      }),
    );
    const pillows = style.beds === 'double' ? 2 : 1;
    for (let pillow = 0; pillow < pillows; pillow += 1) {
      const pillowWidth = (bedWidth - 16) / pillows - 4;
      parts.push(
        el('rect', {
          x: bedX + 8 + pillow * (pillowWidth + 8),
          y: floorY - 32,
          width: pillowWidth,
          height: 16,
          rx: 6,
          fill: '#ffffff',
        }),
      );
    }
    parts.push(el('rect', { x: bedX + 2, y: floorY + 28, width: 5, height: 8, fill: palette.woodDark }));
    parts.push(el('rect', { x: bedX + bedWidth - 7, y: floorY + 28, width: 5, height: 8, fill: palette.woodDark }));
  }

  // Bedside table with a lamp, and a framed print above the bed.
  const lastBed = bedXs.at(-1) as number;
  const tableX = lastBed + bedWidth + 10;
  parts.push(el('rect', { x: tableX, y: floorY - 30, width: 30, height: 40, fill: palette.wood }));
  parts.push(el('rect', { x: tableX + 3, y: floorY - 18, width: 24, height: 2, fill: palette.woodDark }));
  parts.push(el('rect', { x: tableX + 14, y: floorY - 46, width: 2, height: 16, fill: '#3d4148' }));
  parts.push(
    el('path', {
      d: `M${tableX + 5} ${floorY - 46} L${tableX + 9} ${floorY - 62} L${tableX + 21} ${floorY - 62} L${tableX + 25} ${floorY - 46} Z`,
      fill: palette.highlight,
    }),
  );
  const frameX = (bedXs[0] as number) + (style.beds === 'twin' ? 60 : bedWidth / 2 - 22);
  parts.push(
    el('rect', {
      x: frameX,
      y: 30,
      width: 44,
      height: 34,
      fill: palette.trim,
      stroke: palette.woodDark,
      'stroke-width': 2.5,
    }),
  );
  parts.push(
    el('path', {
      d: `M${frameX + 4} ${60} L${frameX + 18} ${42} L${frameX + 28} ${54} L${frameX + 34} ${48} L${frameX + 40} ${60} Z`,
      fill: palette.secondary,
    }),
  );

  if (style.desk) {
    const deskX = width * 0.53;
    parts.push(el('rect', { x: deskX, y: floorY - 22, width: 100, height: 6, fill: palette.wood }));
    parts.push(el('rect', { x: deskX + 4, y: floorY - 16, width: 4, height: 40, fill: palette.woodDark }));
    parts.push(el('rect', { x: deskX + 92, y: floorY - 16, width: 4, height: 40, fill: palette.woodDark }));
    parts.push(el('rect', { x: deskX + 20, y: floorY - 34, width: 24, height: 12, fill: random.pick(palette.soft) }));
    parts.push(el('rect', { x: deskX + 40, y: floorY - 4, width: 30, height: 30, rx: 6, fill: palette.accentDark }));
    parts.push(el('rect', { x: deskX + 36, y: floorY + 24, width: 38, height: 6, rx: 2, fill: palette.accent }));
    parts.push(el('rect', { x: deskX + 40, y: floorY + 30, width: 3, height: 12, fill: '#3d4148' }));
    parts.push(el('rect', { x: deskX + 67, y: floorY + 30, width: 3, height: 12, fill: '#3d4148' }));
  } else {
    parts.push(pottedPlant(width - 16, floorY + 24, 56, palette, palette.trim));
  }
  return parts.join('');
}
