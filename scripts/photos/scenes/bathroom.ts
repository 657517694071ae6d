import { el, linearGradient } from '../svg-element.ts';
import type { SceneContext } from '../scene-context.ts';

/** A tiled shower room (view box about 320 x 220): glass shower, basin under a mirror, towels. */
export function bathroom({ palette, width, height }: SceneContext): string {
  const floorY = height * 0.8;
  const parts: string[] = [
    `<defs>${linearGradient('glass', ['#ffffff', '#d8e8f0'], true)}</defs>`,
    el('rect', { x: 0, y: 0, width, height: floorY, fill: palette.trim }),
    el('rect', { x: 0, y: floorY, width, height: height - floorY, fill: '#cfd3d6' }),
  ];
  // Wall tiles to two thirds of the height, with an accent band.
  const tileTop = height * 0.28;
  parts.push(el('rect', { x: 0, y: tileTop, width, height: floorY - tileTop, fill: palette.soft[4] as string }));
  for (let x = 0; x < width; x += 18)
    parts.push(
      el('rect', { x, y: tileTop, width: 0.8, height: floorY - tileTop, fill: '#ffffff', 'fill-opacity': 0.8 }),
    );
  for (let y = tileTop; y < floorY; y += 18)
    parts.push(el('rect', { x: 0, y, width, height: 0.8, fill: '#ffffff', 'fill-opacity': 0.8 }));
  parts.push(el('rect', { x: 0, y: tileTop + 36, width, height: 8, fill: palette.accentSoft }));

  // Shower: tray, head, glass screen.
  const showerX = width * 0.06;
  parts.push(el('rect', { x: showerX, y: floorY - 6, width: 90, height: 8, fill: '#ffffff' }));
  parts.push(
    el('path', {
      d: `M${showerX + 60} ${floorY - 6} L${showerX + 60} 40 Q${showerX + 60} 30 ${showerX + 50} 30 L${showerX + 38} 30`,
      fill: 'none',
      stroke: '#9aa3ad',
      'stroke-width': 3,
    }),
  );
  parts.push(el('ellipse', { cx: showerX + 34, cy: 34, rx: 10, ry: 4, fill: '#9aa3ad' }));
  parts.push(el('rect', { x: showerX + 88, y: 36, width: 4, height: floorY - 40, fill: '#9aa3ad' }));
  parts.push(
    el('rect', { x: showerX, y: 36, width: 90, height: floorY - 42, fill: 'url(#glass)', 'fill-opacity': 0.35 }),
  );

  // Basin on a vanity unit, mirror above, towels on a rail.
  const basinX = width * 0.55;
  parts.push(el('rect', { x: basinX - 40, y: floorY - 56, width: 80, height: 56, fill: palette.wood }));
  parts.push(
    el('rect', { x: basinX - 2, y: floorY - 48, width: 4, height: 40, fill: palette.woodDark, 'fill-opacity': 0.5 }),
  );
  parts.push(
    el('path', {
      d: `M${basinX - 34} ${floorY - 58} L${basinX + 34} ${floorY - 58} Q${basinX + 30} ${floorY - 44} ${basinX} ${floorY - 44} Q${basinX - 30} ${floorY - 44} ${basinX - 34} ${floorY - 58} Z`,
      fill: '#ffffff',
    }),
  );
  parts.push(
    el('path', {
      d: `M${basinX} ${floorY - 58} L${basinX} ${floorY - 70} L${basinX + 9} ${floorY - 70}`,
      fill: 'none',
      stroke: '#9aa3ad',
      'stroke-width': 3,
    }),
  );
  parts.push(
    el('rect', {
      x: basinX - 32,
      y: 34,
      width: 64,
      height: 70,
      rx: 30,
      fill: '#dfeef5',
      stroke: palette.woodDark,
      'stroke-width': 3,
    }),
  );
  parts.push(
    el('path', {
      d: `M${basinX - 18} 50 L${basinX - 4} 44 L${basinX - 22} 84 Z`,
      fill: '#ffffff',
      'fill-opacity': 0.6,
    }),
  );
  const railX = width * 0.82;
  parts.push(el('rect', { x: railX - 4, y: 84, width: 52, height: 3, fill: '#9aa3ad' }));
  parts.push(el('rect', { x: railX, y: 84, width: 20, height: 56, rx: 2, fill: palette.accent }));
  parts.push(el('rect', { x: railX + 22, y: 84, width: 20, height: 48, rx: 2, fill: palette.secondary }));
  parts.push(el('rect', { x: railX, y: 126, width: 20, height: 4, fill: '#ffffff', 'fill-opacity': 0.5 }));
  parts.push(el('rect', { x: basinX - 90, y: floorY - 2, width: 50, height: 10, rx: 4, fill: palette.accentSoft }));
  return parts.join('');
}
