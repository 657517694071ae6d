import { el, linearGradient } from '../svg-element.ts';
import { cloud } from '../parts/cloud.ts';
import { tree } from '../parts/tree.ts';
import type { Scene } from '../scene-context.ts';

/** The school building seen from the street on a fine day: the header photo of every school. */
export const schoolFacade: Scene = ({ palette, random, width, height }) => {
  const ground = height * 0.86;
  const parts: string[] = [
    `<defs>${linearGradient('sky', [palette.skyTop, palette.skyBottom])}${linearGradient('glass', ['#dcecf5', '#8fb3c9'])}</defs>`,
    el('rect', { x: 0, y: 0, width, height, fill: 'url(#sky)' }),
  ];
  for (let index = 0; index < 5; index += 1)
    parts.push(cloud(random.between(0, width), random.between(height * 0.08, height * 0.3), random.between(60, 130)));

  // Neighbouring houses in muted tones, so the school stands out in the centre.
  let x = -random.between(0, 40);
  while (x < width) {
    const houseWidth = random.between(90, 170);
    const houseHeight = random.between(height * 0.35, height * 0.62);
    const tone = random.pick(palette.soft);
    parts.push(el('rect', { x, y: ground - houseHeight, width: houseWidth, height: houseHeight, fill: tone }));
    parts.push(
      el('rect', { x: x - 3, y: ground - houseHeight - 6, width: houseWidth + 6, height: 8, fill: palette.wallShade }),
    );
    for (let row = ground - houseHeight + 22; row < ground - 40; row += 42) {
      for (let column = x + 16; column < x + houseWidth - 30; column += 36) {
        parts.push(el('rect', { x: column, y: row, width: 18, height: 24, fill: 'url(#glass)', 'fill-opacity': 0.8 }));
      }
    }
    x += houseWidth + random.between(0, 12);
  }

  // The school: a symmetric front with a cornice, rows of tall windows and a central entrance.
  const schoolWidth = width * random.between(0.4, 0.46);
  const left = (width - schoolWidth) / 2;
  const top = height * random.between(0.24, 0.3);
  const floors = random.int(3, 4);
  const floorHeight = (ground - top - 10) / floors;
  const columns = 7;
  const bay = schoolWidth / columns;
  parts.push(el('rect', { x: left, y: top, width: schoolWidth, height: ground - top, fill: palette.wall }));
  parts.push(
    el('rect', {
      x: left,
      y: top,
      width: schoolWidth * 0.04,
      height: ground - top,
      fill: palette.wallShade,
      'fill-opacity': 0.6,
    }),
  );
  parts.push(el('rect', { x: left - 10, y: top - 12, width: schoolWidth + 20, height: 14, fill: palette.accentDark }));
  parts.push(
    el('rect', { x: left - 4, y: top + floorHeight - 4, width: schoolWidth + 8, height: 5, fill: palette.trim }),
  );
  for (let floor = 0; floor < floors; floor += 1) {
    const rowTop = top + floor * floorHeight + floorHeight * 0.2;
    for (let column = 0; column < columns; column += 1) {
      const isDoor = floor === floors - 1 && column === (columns - 1) / 2;
      if (isDoor) continue;
      const windowX = left + column * bay + bay * 0.25;
      const windowHeight = floorHeight * 0.62;
      parts.push(
        el('rect', {
          x: windowX - 3,
          y: rowTop - 3,
          width: bay * 0.5 + 6,
          height: windowHeight + 6,
          fill: palette.trim,
        }),
      );
      parts.push(el('rect', { x: windowX, y: rowTop, width: bay * 0.5, height: windowHeight, fill: 'url(#glass)' }));
      if (random.chance(0.3))
        parts.push(
          el('rect', {
            x: windowX,
            y: rowTop,
            width: bay * 0.5,
            height: windowHeight * random.between(0.3, 0.6),
            fill: palette.soft[0],
            'fill-opacity': 0.85,
          }),
        );
      parts.push(
        el('rect', { x: windowX + bay * 0.25 - 1, y: rowTop, width: 2, height: windowHeight, fill: palette.trim }),
      );
      if (floor > 0 && floor < floors - 1 && random.chance(0.45)) {
        parts.push(
          el('rect', {
            x: windowX - 4,
            y: rowTop + windowHeight,
            width: bay * 0.5 + 8,
            height: 6,
            fill: palette.woodDark,
          }),
        );
        for (let flower = 0; flower < 5; flower += 1) {
          parts.push(
            el('circle', {
              cx: windowX + (flower + 0.5) * (bay * 0.1),
              cy: rowTop + windowHeight - 2,
              r: 3.2,
              fill: flower % 2 ? palette.highlight : palette.accent,
            }),
          );
        }
      }
    }
  }

  // Entrance with an awning in the school's colour and two steps.
  const doorWidth = bay * 0.9;
  const doorX = width / 2 - doorWidth / 2;
  const doorTop = ground - floorHeight * 0.88;
  parts.push(
    el('rect', { x: doorX, y: doorTop, width: doorWidth, height: ground - doorTop, fill: palette.accentDark }),
  );
  parts.push(
    el('rect', {
      x: doorX + 5,
      y: doorTop + 5,
      width: doorWidth / 2 - 7,
      height: ground - doorTop - 8,
      fill: 'url(#glass)',
      'fill-opacity': 0.9,
    }),
  );
  parts.push(
    el('rect', {
      x: width / 2 + 2,
      y: doorTop + 5,
      width: doorWidth / 2 - 7,
      height: ground - doorTop - 8,
      fill: 'url(#glass)',
      'fill-opacity': 0.9,
    }),
  );
  parts.push(
    el('path', {
      d: `M${doorX - 22} ${doorTop - 4} L${doorX + doorWidth + 22} ${doorTop - 4} L${doorX + doorWidth + 12} ${doorTop - 26} L${doorX - 12} ${doorTop - 26} Z`,
      fill: palette.accent,
    }),
  );
  for (let stripe = 0; stripe < 6; stripe += 2) {
    const stripeX = doorX - 22 + ((doorWidth + 44) / 6) * stripe;
    parts.push(
      el('rect', {
        x: stripeX,
        y: doorTop - 6,
        width: (doorWidth + 44) / 6,
        height: 6,
        fill: palette.trim,
        'fill-opacity': 0.8,
      }),
    );
  }
  parts.push(el('rect', { x: doorX - 16, y: ground - 5, width: doorWidth + 32, height: 5, fill: palette.wallShade }));

  // Flags on the roof: colour only, no lettering.
  for (const side of [-1, 1]) {
    const poleX = width / 2 + side * schoolWidth * 0.3;
    parts.push(el('rect', { x: poleX - 1.5, y: top - 56, width: 3, height: 46, fill: '#7a7f87' }));
    parts.push(
      el('path', {
        d: `M${poleX + 1.5} ${top - 54} q16 -5 30 2 l0 18 q-14 -7 -30 -2 Z`,
        fill: side < 0 ? palette.accent : palette.secondary,
      }),
    );
  }

  // Pavement, kerb and road.
  parts.push(el('rect', { x: 0, y: ground, width, height: height - ground, fill: '#c9c5bd' }));
  parts.push(el('rect', { x: 0, y: ground + (height - ground) * 0.55, width, height, fill: '#6f7379' }));
  for (let dash = 20; dash < width; dash += 90)
    parts.push(el('rect', { x: dash, y: height - 8, width: 44, height: 3, fill: '#f4f1e8', 'fill-opacity': 0.8 }));

  for (const treeX of [left - 70, left - 190, left + schoolWidth + 70, left + schoolWidth + 200])
    parts.push(tree(treeX + random.between(-15, 15), ground + 4, random.between(130, 170), palette, random));
  for (const lampX of [left - 20, left + schoolWidth + 20]) {
    parts.push(el('rect', { x: lampX - 2, y: ground - 90, width: 4, height: 92, fill: '#3d4148' }));
    parts.push(
      el('circle', { cx: lampX, cy: ground - 92, r: 7, fill: '#fff3c4', stroke: '#3d4148', 'stroke-width': 2 }),
    );
  }
  return parts.join('');
};
