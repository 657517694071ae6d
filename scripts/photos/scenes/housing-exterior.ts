import { el, linearGradient } from '../svg-element.ts';
import { cloud } from '../parts/cloud.ts';
import { tree } from '../parts/tree.ts';
import type { SceneContext } from '../scene-context.ts';

export type BuildingKind = 'house' | 'block' | 'hotel' | 'campus';

/** The outside of the accommodation (view box about 320 x 220): a family house, a residence block, a hotel or a campus hall. */
export function housingExterior({ palette, random, width, height }: SceneContext, kind: BuildingKind): string {
  const groundY = height * 0.82;
  const parts: string[] = [
    `<defs>${linearGradient('sky', [palette.skyTop, palette.skyBottom])}${linearGradient('glass', ['#dcecf5', '#8fb3c9'])}</defs>`,
    el('rect', { x: 0, y: 0, width, height, fill: 'url(#sky)' }),
    cloud(width * random.between(0.1, 0.3), 30, 60),
    cloud(width * random.between(0.7, 0.9), 22, 48),
    el('rect', {
      x: 0,
      y: groundY,
      width,
      height: height - groundY,
      fill: kind === 'house' || kind === 'campus' ? palette.foliage : '#c9c5bd',
    }),
  ];
  const windowsGrid = (
    left: number,
    top: number,
    columns: number,
    rows: number,
    columnGap: number,
    rowGap: number,
    size: [number, number],
  ) => {
    for (let row = 0; row < rows; row += 1) {
      for (let column = 0; column < columns; column += 1) {
        const x = left + column * columnGap;
        const y = top + row * rowGap;
        parts.push(el('rect', { x: x - 1.5, y: y - 1.5, width: size[0] + 3, height: size[1] + 3, fill: palette.trim }));
        parts.push(el('rect', { x, y, width: size[0], height: size[1], fill: 'url(#glass)' }));
      }
    }
  };
  if (kind === 'house') {
    const x = width / 2 - 80;
    parts.push(el('rect', { x, y: groundY - 90, width: 160, height: 90, fill: palette.wall }));
    parts.push(
      el('path', {
        d: `M${x - 14} ${groundY - 88} L${width / 2} ${groundY - 150} L${x + 174} ${groundY - 88} Z`,
        fill: palette.accentDark,
      }),
    );
    parts.push(el('rect', { x: x + 112, y: groundY - 150, width: 14, height: 34, fill: palette.woodDark }));
    windowsGrid(x + 18, groundY - 76, 2, 1, 92, 0, [32, 28]);
    windowsGrid(width / 2 - 14, groundY - 140 + 62 - 48, 1, 1, 0, 0, [28, 22]);
    parts.push(el('rect', { x: width / 2 - 14, y: groundY - 44, width: 28, height: 44, fill: palette.accent }));
    parts.push(el('circle', { cx: width / 2 + 8, cy: groundY - 22, r: 2, fill: palette.trim }));
    parts.push(el('rect', { x: 0, y: groundY - 14, width: x - 20, height: 14, fill: palette.foliageDark }));
    parts.push(
      el('rect', { x: x + 180, y: groundY - 14, width: width - x - 180, height: 14, fill: palette.foliageDark }),
    );
    parts.push(
      el('path', {
        d: `M${width / 2 - 14} ${height} L${width / 2 - 8} ${groundY} L${width / 2 + 8} ${groundY} L${width / 2 + 14} ${height} Z`,
        fill: '#d9d2c3',
      }),
    );
  } else {
    const floors = kind === 'hotel' ? 6 : kind === 'block' ? 5 : 3;
    const buildingWidth = kind === 'campus' ? 230 : 170;
    const x = width / 2 - buildingWidth / 2;
    const floorHeight = kind === 'campus' ? 34 : 26;
    const top = groundY - floors * floorHeight - 10;
    parts.push(
      el('rect', {
        x,
        y: top,
        width: buildingWidth,
        height: groundY - top,
        fill: kind === 'campus' ? '#c98f6e' : palette.wall,
      }),
    );
    parts.push(el('rect', { x: x - 5, y: top - 6, width: buildingWidth + 10, height: 8, fill: palette.accentDark }));
    if (kind === 'campus') {
      parts.push(
        el('path', {
          d: `M${width / 2 - 30} ${top - 6} L${width / 2} ${top - 36} L${width / 2 + 30} ${top - 6} Z`,
          fill: palette.accentDark,
        }),
      );
      parts.push(el('circle', { cx: width / 2, cy: top - 16, r: 7, fill: palette.trim }));
    }
    const columns = Math.floor(buildingWidth / 28);
    windowsGrid(x + 10, top + 10, columns, floors - 1, (buildingWidth - 20) / columns, floorHeight, [
      (buildingWidth - 20) / columns - 10,
      floorHeight - 12,
    ]);
    if (kind === 'block')
      for (let floor = 0; floor < floors - 1; floor += 1)
        parts.push(
          el('rect', {
            x: x - 4,
            y: top + 10 + floor * floorHeight + floorHeight - 12,
            width: 20,
            height: 4,
            fill: palette.accent,
          }),
        );
    parts.push(
      el('rect', {
        x: width / 2 - 20,
        y: groundY - floorHeight + 2,
        width: 40,
        height: floorHeight - 2,
        fill: palette.accentDark,
      }),
    );
    parts.push(
      el('rect', {
        x: width / 2 - 16,
        y: groundY - floorHeight + 6,
        width: 32,
        height: floorHeight - 6,
        fill: 'url(#glass)',
        'fill-opacity': 0.8,
      }),
    );
    if (kind === 'hotel')
      parts.push(
        el('path', {
          d: `M${width / 2 - 34} ${groundY - floorHeight} L${width / 2 + 34} ${groundY - floorHeight} L${width / 2 + 26} ${groundY - floorHeight - 10} L${width / 2 - 26} ${groundY - floorHeight - 10} Z`,
          fill: palette.accent,
        }),
      );
  }
  parts.push(tree(width * 0.1, groundY + 6, 90, palette, random));
  parts.push(tree(width * 0.9, groundY + 6, 80, palette, random));
  return parts.join('');
}
