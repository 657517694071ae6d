import { el, linearGradient } from '../svg-element.ts';
import { tree } from '../parts/tree.ts';
import { pottedPlant } from '../parts/potted-plant.ts';
import type { Scene } from '../scene-context.ts';

/** The school's courtyard café: arcades, string lights, parasols over small round tables. */
export const cafeTerrace: Scene = ({ palette, random, width, height }) => {
  const groundY = height * 0.7;
  const parts: string[] = [
    `<defs>${linearGradient('sky', [palette.skyTop, palette.skyBottom])}${linearGradient('paving', ['#e4ddd0', '#c9bfae'])}</defs>`,
    el('rect', { x: 0, y: 0, width, height, fill: 'url(#sky)' }),
  ];
  // The courtyard wall with arches, in the school's wall colour.
  const wallTop = height * 0.16;
  parts.push(el('rect', { x: 0, y: wallTop, width, height: groundY - wallTop, fill: palette.wall }));
  parts.push(el('rect', { x: 0, y: wallTop - 8, width, height: 10, fill: palette.wallShade }));
  const arch = 150;
  for (let archX = 30; archX < width; archX += arch) {
    const archTop = wallTop + 70;
    parts.push(
      el('path', {
        d: `M${archX + 20} ${groundY} L${archX + 20} ${archTop} A${arch / 2 - 20} ${arch / 2 - 20} 0 0 1 ${archX + arch - 20} ${archTop} L${archX + arch - 20} ${groundY} Z`,
        fill: palette.wallShade,
      }),
    );
    parts.push(
      el('path', {
        d: `M${archX + 32} ${groundY} L${archX + 32} ${archTop + 8} A${arch / 2 - 32} ${arch / 2 - 32} 0 0 1 ${archX + arch - 32} ${archTop + 8} L${archX + arch - 32} ${groundY} Z`,
        fill: palette.accentDark,
        'fill-opacity': 0.55,
      }),
    );
    for (let row = wallTop + 18; row < archTop - 50; row += 40)
      parts.push(
        el('rect', {
          x: archX + arch / 2 - 14,
          y: row,
          width: 28,
          height: 30,
          fill: palette.trim,
          'fill-opacity': 0.9,
        }),
      );
  }
  parts.push(el('rect', { x: 0, y: groundY, width, height: height - groundY, fill: 'url(#paving)' }));
  for (let seam = groundY + 14; seam < height; seam += 16)
    parts.push(el('rect', { x: 0, y: seam, width, height: 1, fill: '#a99f8e', 'fill-opacity': 0.35 }));

  parts.push(tree(90, groundY + 10, 220, palette, random));
  parts.push(tree(width - 90, groundY + 10, 230, palette, random));

  // Two strings of lights sagging between the trees.
  for (const sag of [40, 70]) {
    const y0 = wallTop + 20;
    parts.push(
      el('path', {
        d: `M0 ${y0} Q${width / 2} ${y0 + sag * 2} ${width} ${y0}`,
        fill: 'none',
        stroke: '#4a4a4a',
        'stroke-width': 1.5,
      }),
    );
    for (let bulb = 1; bulb < 24; bulb += 1) {
      const t = bulb / 24;
      const bx = t * width;
      const by = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
      parts.push(el('circle', { cx: bx, cy: by + 4, r: 4, fill: '#ffe9a8' }));
    }
  }

  // Tables with parasols in the school's colours.
  const tables = 4;
  for (let table = 0; table < tables; table += 1) {
    const x = width * (0.2 + (0.6 * table) / (tables - 1)) + random.between(-20, 20);
    const tableY = groundY + 28 + (table % 2) * 18;
    const canopy = table % 2 ? palette.secondary : palette.accent;
    parts.push(el('rect', { x: x - 2, y: tableY - 150, width: 4, height: 150, fill: '#5d6269' }));
    parts.push(
      el('path', { d: `M${x - 85} ${tableY - 120} Q${x} ${tableY - 175} ${x + 85} ${tableY - 120} Z`, fill: canopy }),
    );
    for (let panel = -2; panel <= 2; panel += 2)
      parts.push(
        el('path', {
          d: `M${x} ${tableY - 158} L${x + panel * 17 - 12} ${tableY - 120} L${x + panel * 17 + 12} ${tableY - 120} Z`,
          fill: '#ffffff',
          'fill-opacity': 0.25,
        }),
      );
    parts.push(el('ellipse', { cx: x, cy: tableY - 28, rx: 42, ry: 8, fill: palette.trim }));
    parts.push(el('rect', { x: x - 3, y: tableY - 28, width: 6, height: 28, fill: '#5d6269' }));
    parts.push(el('rect', { x: x - 14, y: tableY - 40, width: 10, height: 12, rx: 2, fill: palette.highlight }));
    parts.push(el('rect', { x: x + 6, y: tableY - 38, width: 9, height: 10, rx: 2, fill: '#ffffff' }));
    for (const side of [-1, 1]) {
      const chairX = x + side * 58;
      parts.push(el('rect', { x: chairX - 14, y: tableY - 26, width: 28, height: 6, rx: 2, fill: palette.woodDark }));
      parts.push(
        el('rect', { x: chairX + side * 11 - 2, y: tableY - 62, width: 5, height: 42, fill: palette.woodDark }),
      );
      parts.push(el('rect', { x: chairX - 12, y: tableY - 20, width: 3, height: 20, fill: palette.woodDark }));
      parts.push(el('rect', { x: chairX + 9, y: tableY - 20, width: 3, height: 20, fill: palette.woodDark }));
    }
  }
  parts.push(pottedPlant(width * 0.5, groundY + 8, 80, palette, '#c06a3c'));
  return parts.join('');
};
