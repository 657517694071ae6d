import { el, linearGradient } from '../svg-element.ts';
import { windowView } from '../parts/window-view.ts';
import { bookRow } from '../parts/book-row.ts';
import { pottedPlant } from '../parts/potted-plant.ts';
import type { Scene } from '../scene-context.ts';

/** A bright classroom seen from the back: whiteboard with a diagram, a world map, rows of desks. */
export const classroom: Scene = ({ palette, random, width, height }) => {
  const floorY = height * 0.68;
  const parts: string[] = [
    `<defs>${linearGradient('sky', [palette.skyTop, palette.skyBottom])}${linearGradient('floor', [palette.floor, palette.wood])}${linearGradient('wall', [palette.trim, palette.wall])}</defs>`,
    el('rect', { x: 0, y: 0, width, height: floorY, fill: 'url(#wall)' }),
    el('rect', { x: 0, y: floorY, width, height: height - floorY, fill: 'url(#floor)' }),
    el('rect', { x: 0, y: floorY - 10, width, height: 10, fill: palette.wallShade }),
    el('rect', { x: 0, y: 0, width, height: 12, fill: palette.wallShade, 'fill-opacity': 0.6 }),
  ];
  // Floorboards: faint seams, wider apart towards the viewer.
  for (let seam = 1; seam < 6; seam += 1)
    parts.push(
      el('rect', {
        x: 0,
        y: floorY + (height - floorY) * (seam / 6) ** 1.3,
        width,
        height: 1.2,
        fill: palette.woodDark,
        'fill-opacity': 0.25,
      }),
    );
  for (let light = 1; light < 5; light += 1)
    parts.push(
      el('rect', {
        x: (width / 5) * light - 60,
        y: 12,
        width: 120,
        height: 6,
        fill: '#fffbe8',
        stroke: palette.wallShade,
        'stroke-width': 1,
      }),
    );

  parts.push(windowView(40, 50, 230, 150, palette, { columns: 3, rows: 2 }));
  parts.push(
    el('path', { d: 'M28 40 q18 80 -4 175 l36 0 q-10 -95 8 -175 Z', fill: palette.secondary, 'fill-opacity': 0.9 }),
  );
  parts.push(
    el('path', { d: 'M282 40 q-18 80 4 175 l-36 0 q10 -95 -8 -175 Z', fill: palette.secondary, 'fill-opacity': 0.9 }),
  );

  // The whiteboard: a line chart, a bar chart and arrows in marker colours; shapes, never words.
  const boardX = width / 2 - 190;
  const boardY = 42;
  parts.push(el('rect', { x: boardX - 8, y: boardY - 8, width: 396, height: 176, rx: 4, fill: '#b9bec6' }));
  parts.push(el('rect', { x: boardX, y: boardY, width: 380, height: 160, fill: '#fbfcfd' }));
  const marker = [palette.accent, palette.secondary, '#2f3a4a'];
  let d = `M${boardX + 30} ${boardY + 120}`;
  for (let point = 1; point <= 6; point += 1) d += ` L${boardX + 30 + point * 25} ${boardY + random.between(40, 120)}`;
  parts.push(
    el('path', {
      d,
      fill: 'none',
      stroke: marker[0],
      'stroke-width': 3.5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  parts.push(
    el('path', {
      d: `M${boardX + 25} ${boardY + 25} L${boardX + 25} ${boardY + 135} L${boardX + 190} ${boardY + 135}`,
      fill: 'none',
      stroke: marker[2],
      'stroke-width': 2.5,
    }),
  );
  for (let bar = 0; bar < 4; bar += 1) {
    const barHeight = random.between(30, 95);
    parts.push(
      el('rect', {
        x: boardX + 225 + bar * 32,
        y: boardY + 135 - barHeight,
        width: 20,
        height: barHeight,
        fill: marker[bar % 2] as string,
        'fill-opacity': 0.85,
      }),
    );
  }
  parts.push(
    el('circle', { cx: boardX + 340, cy: boardY + 36, r: 16, fill: 'none', stroke: marker[1], 'stroke-width': 3 }),
  );
  parts.push(el('rect', { x: boardX + 20, y: boardY + 160, width: 340, height: 7, fill: '#9aa0a8' }));

  // A world map of soft blobs: a language school hangs one in every room.
  const mapX = boardX + 420;
  parts.push(
    el('rect', {
      x: mapX,
      y: 52,
      width: 150,
      height: 96,
      fill: '#d8ecf4',
      stroke: palette.woodDark,
      'stroke-width': 4,
    }),
  );
  for (const [cx, cy, rx, ry] of [
    [35, 30, 22, 14],
    [45, 62, 10, 18],
    [82, 32, 20, 13],
    [86, 58, 12, 16],
    [118, 38, 22, 15],
    [128, 72, 10, 7],
  ] as const) {
    parts.push(el('ellipse', { cx: mapX + cx, cy: 52 + cy, rx, ry, fill: palette.foliage, 'fill-opacity': 0.75 }));
  }
  const clockX = (270 + boardX) / 2;
  parts.push(el('circle', { cx: clockX, cy: 75, r: 20, fill: '#ffffff', stroke: '#3d4148', 'stroke-width': 3 }));
  parts.push(
    el('path', {
      d: `M${clockX} 75 L${clockX} 63 M${clockX} 75 L${clockX + 9} 79`,
      stroke: '#3d4148',
      'stroke-width': 2.5,
      'stroke-linecap': 'round',
    }),
  );

  // A bookcase against the right wall.
  const caseX = width - 210;
  parts.push(el('rect', { x: caseX, y: 70, width: 170, height: floorY - 70, fill: palette.woodDark }));
  for (let shelf = 0; shelf < 4; shelf += 1) {
    const shelfY = 70 + ((floorY - 70) / 4) * (shelf + 1) - 4;
    parts.push(
      el('rect', {
        x: caseX + 8,
        y: shelfY - ((floorY - 70) / 4 - 12),
        width: 154,
        height: (floorY - 70) / 4 - 12,
        fill: palette.wood,
        'fill-opacity': 0.5,
      }),
    );
    parts.push(bookRow(caseX + 10, shelfY, 150, (floorY - 70) / 4 - 16, palette, random));
  }
  parts.push(pottedPlant(caseX - 40, floorY + 14, 90, palette, palette.accentDark));

  // Two rows of desks, the nearer row larger, with chair backs towards the viewer.
  for (const [rowY, scale] of [
    [floorY + 20, 0.8],
    [floorY + 75, 1],
  ] as const) {
    const deskWidth = 150 * scale;
    const count = Math.floor((width - 420) / (deskWidth + 40 * scale));
    const start = (width - count * (deskWidth + 40 * scale)) / 2 + 20 * scale;
    for (let desk = 0; desk < count; desk += 1) {
      const deskX = start + desk * (deskWidth + 40 * scale);
      parts.push(
        el('rect', { x: deskX + 6, y: rowY + 8 * scale, width: 5 * scale, height: 50 * scale, fill: '#5d6269' }),
      );
      parts.push(
        el('rect', {
          x: deskX + deskWidth - 11,
          y: rowY + 8 * scale,
          width: 5 * scale,
          height: 50 * scale,
          fill: '#5d6269',
        }),
      );
      parts.push(el('rect', { x: deskX, y: rowY, width: deskWidth, height: 10 * scale, rx: 2, fill: palette.wood }));
      if (random.chance(0.6))
        parts.push(
          el('rect', {
            x: deskX + deskWidth * 0.2,
            y: rowY - 4 * scale,
            width: 36 * scale,
            height: 4 * scale,
            fill: random.pick(palette.soft),
          }),
        );
      for (const seat of [0.28, 0.72]) {
        const chairX = deskX + deskWidth * seat - 22 * scale;
        parts.push(
          el('rect', {
            x: chairX,
            y: rowY + 14 * scale,
            width: 44 * scale,
            height: 30 * scale,
            rx: 8 * scale,
            fill: palette.accent,
          }),
        );
        parts.push(
          el('rect', {
            x: chairX + 4 * scale,
            y: rowY + 44 * scale,
            width: 4 * scale,
            height: 22 * scale,
            fill: '#3d4148',
          }),
        );
        parts.push(
          el('rect', {
            x: chairX + 36 * scale,
            y: rowY + 44 * scale,
            width: 4 * scale,
            height: 22 * scale,
            fill: '#3d4148',
          }),
        );
      }
    }
  }
  return parts.join('');
};
