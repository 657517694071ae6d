import { el, linearGradient } from '../svg-element.ts';
import { windowView } from '../parts/window-view.ts';
import { pottedPlant } from '../parts/potted-plant.ts';
import type { Scene } from '../scene-context.ts';

/** The students' lounge: sofas and cushions, a coffee table, pendant lamps and tall windows. */
export const studentLounge: Scene = ({ palette, random, width, height }) => {
  const floorY = height * 0.72;
  const parts: string[] = [
    `<defs>${linearGradient('sky', [palette.skyTop, palette.skyBottom])}${linearGradient('wall', [palette.wall, palette.wallShade])}${linearGradient('floor', [palette.wood, palette.woodDark])}</defs>`,
    el('rect', { x: 0, y: 0, width, height: floorY, fill: 'url(#wall)' }),
    el('rect', { x: 0, y: floorY, width, height: height - floorY, fill: 'url(#floor)' }),
  ];
  // An accent wall panel behind the sofas.
  parts.push(
    el('rect', {
      x: width * 0.3,
      y: 0,
      width: width * 0.4,
      height: floorY,
      fill: palette.accent,
      'fill-opacity': 0.25,
    }),
  );

  for (const windowX of [60, width - 300])
    parts.push(windowView(windowX, 40, 220, 170, palette, { columns: 2, rows: 3 }));

  // Abstract framed prints: colour fields only.
  for (const [offset, shape] of [
    [-150, 'circle'],
    [-20, 'stripes'],
    [110, 'arc'],
  ] as const) {
    const frameX = width / 2 + offset;
    parts.push(
      el('rect', {
        x: frameX,
        y: 50,
        width: 90,
        height: 70,
        fill: palette.trim,
        stroke: palette.woodDark,
        'stroke-width': 4,
      }),
    );
    if (shape === 'circle') parts.push(el('circle', { cx: frameX + 45, cy: 85, r: 22, fill: palette.secondary }));
    if (shape === 'stripes')
      for (let stripe = 0; stripe < 3; stripe += 1)
        parts.push(
          el('rect', { x: frameX + 12 + stripe * 24, y: 62, width: 16, height: 46, fill: palette.soft[stripe] }),
        );
    if (shape === 'arc')
      parts.push(
        el('path', { d: `M${frameX + 10} ${110} A35 35 0 0 1 ${frameX + 80} ${110} Z`, fill: palette.highlight }),
      );
  }
  for (const lampX of [width / 2 - 220, width / 2, width / 2 + 220]) {
    parts.push(el('rect', { x: lampX - 1, y: 0, width: 2, height: 28, fill: '#3d4148' }));
    parts.push(
      el('path', { d: `M${lampX - 18} ${44} Q${lampX} ${16} ${lampX + 18} ${44} Z`, fill: palette.accentDark }),
    );
    parts.push(el('ellipse', { cx: lampX, cy: 45, rx: 10, ry: 3, fill: '#fff3c4' }));
  }

  // Two sofas facing a low table on a round rug.
  parts.push(
    el('ellipse', { cx: width / 2, cy: floorY + 48, rx: 330, ry: 34, fill: palette.secondary, 'fill-opacity': 0.45 }),
  );
  const sofa = (x: number, sofaWidth: number) => {
    const seatY = floorY - 30;
    const cushions = Array.from({ length: 3 }, (_, index) =>
      el('rect', {
        x: x + 24 + index * ((sofaWidth - 48) / 3),
        y: seatY - 42,
        width: (sofaWidth - 48) / 3 - 6,
        height: 40,
        rx: 10,
        fill: random.pick(palette.soft),
      }),
    ).join('');
    return (
      el('rect', { x, y: seatY - 60, width: sofaWidth, height: 70, rx: 16, fill: palette.accentDark }) +
      cushions +
      el('rect', { x: x - 6, y: seatY, width: sofaWidth + 12, height: 38, rx: 12, fill: palette.accentSoft }) +
      el('rect', { x: x - 14, y: seatY - 22, width: 26, height: 62, rx: 10, fill: palette.accentDark }) +
      el('rect', { x: x + sofaWidth - 12, y: seatY - 22, width: 26, height: 62, rx: 10, fill: palette.accentDark }) +
      el('rect', { x: x + 4, y: seatY + 38, width: 6, height: 12, fill: '#3d4148' }) +
      el('rect', { x: x + sofaWidth - 10, y: seatY + 38, width: 6, height: 12, fill: '#3d4148' })
    );
  };
  parts.push(sofa(width / 2 - 300, 250));
  parts.push(sofa(width / 2 + 50, 250));
  const tableY = floorY + 40;
  parts.push(el('ellipse', { cx: width / 2, cy: tableY, rx: 110, ry: 14, fill: palette.wood }));
  parts.push(el('rect', { x: width / 2 - 60, y: tableY, width: 6, height: 26, fill: palette.woodDark }));
  parts.push(el('rect', { x: width / 2 + 54, y: tableY, width: 6, height: 26, fill: palette.woodDark }));
  for (const [mugX, colour] of [
    [-40, palette.trim],
    [20, palette.highlight],
  ] as const) {
    parts.push(el('rect', { x: width / 2 + mugX, y: tableY - 18, width: 14, height: 16, rx: 3, fill: colour }));
  }
  parts.push(el('rect', { x: width / 2 - 10, y: tableY - 8, width: 36, height: 5, fill: palette.secondary }));

  // A beanbag and plants in the corners.
  parts.push(el('ellipse', { cx: width - 120, cy: floorY + 40, rx: 60, ry: 38, fill: palette.highlight }));
  parts.push(el('ellipse', { cx: width - 130, cy: floorY + 24, rx: 34, ry: 14, fill: '#ffffff', 'fill-opacity': 0.2 }));
  parts.push(pottedPlant(40, floorY + 30, 120, palette, palette.trim));
  parts.push(pottedPlant(width / 2 + 355, floorY + 10, 90, palette, palette.accentDark));
  parts.push(pottedPlant(width / 2 - 355, floorY + 10, 90, palette, palette.secondary));
  return parts.join('');
};
