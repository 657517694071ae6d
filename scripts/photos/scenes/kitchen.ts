import { el, linearGradient } from '../svg-element.ts';
import { windowView } from '../parts/window-view.ts';
import { pottedPlant } from '../parts/potted-plant.ts';
import type { SceneContext } from '../scene-context.ts';

/** A kitchen (view box about 320 x 220): wall cupboards, worktop with hob and sink, fridge, window and a small table. */
export function kitchen({ palette, random, width, height }: SceneContext): string {
  const floorY = height * 0.76;
  const counterY = floorY - 46;
  const parts: string[] = [
    `<defs>${linearGradient('sky', [palette.skyTop, palette.skyBottom])}${linearGradient('steel', ['#e9edf1', '#b8c0c8'], true)}</defs>`,
    el('rect', { x: 0, y: 0, width, height: floorY, fill: palette.wall }),
    el('rect', { x: 0, y: floorY, width, height: height - floorY, fill: palette.floor }),
  ];
  // Checked floor tiles and a tiled splashback.
  for (let tile = 0; tile < width / 16; tile += 1) {
    for (let row = 0; row < 4; row += 1) {
      if ((tile + row) % 2 === 0)
        parts.push(
          el('rect', {
            x: tile * 16,
            y: floorY + row * 14,
            width: 16,
            height: 14,
            fill: palette.wallShade,
            'fill-opacity': 0.7,
          }),
        );
    }
  }
  parts.push(el('rect', { x: 0, y: counterY - 44, width: width * 0.72, height: 44, fill: palette.trim }));
  for (let tile = 0; tile < width * 0.72; tile += 12)
    parts.push(el('rect', { x: tile, y: counterY - 44, width: 0.8, height: 44, fill: palette.wallShade }));

  // Wall cupboards, with the window between them.
  for (const [x, cupboardWidth] of [
    [6, 70],
    [width * 0.72 - 76, 70],
  ] as const) {
    parts.push(el('rect', { x, y: 16, width: cupboardWidth, height: 58, fill: palette.accentSoft }));
    parts.push(
      el('rect', { x: x + cupboardWidth / 2 - 0.75, y: 16, width: 1.5, height: 58, fill: palette.accentDark }),
    );
    parts.push(el('rect', { x: x + cupboardWidth / 2 - 6, y: 60, width: 4, height: 8, rx: 1, fill: palette.trim }));
    parts.push(el('rect', { x: x + cupboardWidth / 2 + 2, y: 60, width: 4, height: 8, rx: 1, fill: palette.trim }));
  }
  parts.push(windowView(width * 0.36 - 40, 18, 80, 58, palette, { columns: 2, rows: 1 }));
  parts.push(pottedPlant(width * 0.36 + 30, 80, 24, palette, palette.secondary));

  // Base units and worktop with a hob and pans.
  const unitsWidth = width * 0.72;
  parts.push(el('rect', { x: 0, y: counterY, width: unitsWidth, height: floorY - counterY, fill: palette.accentSoft }));
  for (let door = 0; door < 4; door += 1) {
    parts.push(
      el('rect', {
        x: (unitsWidth / 4) * door + 2,
        y: counterY + 8,
        width: unitsWidth / 4 - 4,
        height: floorY - counterY - 12,
        fill: palette.accentDark,
        'fill-opacity': 0.2,
      }),
    );
    parts.push(
      el('rect', {
        x: (unitsWidth / 4) * door + unitsWidth / 8 - 6,
        y: counterY + 12,
        width: 12,
        height: 2.5,
        rx: 1,
        fill: palette.trim,
      }),
    );
  }
  parts.push(el('rect', { x: 0, y: counterY - 6, width: unitsWidth + 4, height: 7, fill: palette.woodDark }));
  const hobX = unitsWidth * 0.18;
  parts.push(el('rect', { x: hobX, y: counterY - 8, width: 58, height: 3, fill: '#2f3338' }));
  parts.push(el('rect', { x: hobX + 6, y: counterY - 24, width: 20, height: 16, rx: 2, fill: '#b8c0c8' }));
  parts.push(el('rect', { x: hobX + 2, y: counterY - 26, width: 28, height: 4, rx: 1, fill: '#8b949e' }));
  parts.push(el('rect', { x: hobX + 34, y: counterY - 14, width: 22, height: 6, rx: 2, fill: palette.secondary }));
  parts.push(el('rect', { x: hobX + 54, y: counterY - 12, width: 14, height: 2, fill: palette.secondary }));
  const sinkX = unitsWidth * 0.55;
  parts.push(el('rect', { x: sinkX, y: counterY - 7, width: 44, height: 4, fill: '#9aa3ad' }));
  parts.push(
    el('path', {
      d: `M${sinkX + 22} ${counterY - 7} L${sinkX + 22} ${counterY - 28} Q${sinkX + 22} ${counterY - 34} ${sinkX + 30} ${counterY - 32}`,
      fill: 'none',
      stroke: '#8b949e',
      'stroke-width': 2.5,
    }),
  );
  for (let jar = 0; jar < 3; jar += 1)
    parts.push(
      el('rect', {
        x: unitsWidth - 34 + jar * 10,
        y: counterY - 20 + jar * 2,
        width: 8,
        height: 14 - jar * 2,
        rx: 2,
        fill: random.pick(palette.soft),
      }),
    );

  // Fridge and a little table with two chairs.
  const fridgeX = unitsWidth + 8;
  parts.push(el('rect', { x: fridgeX, y: 36, width: 46, height: floorY - 36, rx: 4, fill: 'url(#steel)' }));
  parts.push(el('rect', { x: fridgeX, y: 92, width: 46, height: 1.5, fill: '#8b949e' }));
  parts.push(el('rect', { x: fridgeX + 38, y: 48, width: 2.5, height: 30, fill: '#8b949e' }));
  parts.push(el('rect', { x: fridgeX + 38, y: 100, width: 2.5, height: 36, fill: '#8b949e' }));
  const tableX = width * 0.58;
  parts.push(el('rect', { x: tableX - 36, y: floorY + 6, width: 72, height: 6, rx: 2, fill: palette.wood }));
  parts.push(
    el('rect', { x: tableX - 30, y: floorY + 12, width: 4, height: height - floorY - 12, fill: palette.woodDark }),
  );
  parts.push(
    el('rect', { x: tableX + 26, y: floorY + 12, width: 4, height: height - floorY - 12, fill: palette.woodDark }),
  );
  parts.push(el('circle', { cx: tableX - 8, cy: floorY + 2, r: 5, fill: palette.highlight }));
  parts.push(el('circle', { cx: tableX + 8, cy: floorY + 1, r: 6, fill: '#e98a4e' }));
  return parts.join('');
}
