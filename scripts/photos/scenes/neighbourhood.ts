import { el, linearGradient } from '../svg-element.ts';
import { cloud } from '../parts/cloud.ts';
import { tree } from '../parts/tree.ts';
import type { SceneContext } from '../scene-context.ts';

/** The street around the housing (view box about 320 x 220): a row of house fronts, a corner café with an awning, trees and a pavement. */
export function neighbourhood({ palette, random, width, height }: SceneContext): string {
  const kerbY = height * 0.78;
  const parts: string[] = [
    `<defs>${linearGradient('sky', [palette.skyTop, palette.skyBottom])}${linearGradient('glass', ['#dcecf5', '#8fb3c9'])}</defs>`,
    el('rect', { x: 0, y: 0, width, height, fill: 'url(#sky)' }),
    cloud(width * random.between(0.15, 0.35), 24, 52),
    cloud(width * random.between(0.65, 0.85), 34, 40),
  ];
  // A terrace of narrow house fronts of varied heights, alternating the school's wall colours.
  const fronts = [palette.wall, palette.wallShade, palette.trim, palette.accentSoft, palette.wall, palette.secondary];
  let x = 0;
  for (let index = 0; x < width; index += 1) {
    const frontWidth = random.between(46, 62);
    const top = kerbY - random.between(90, 130);
    parts.push(el('rect', { x, y: top, width: frontWidth, height: kerbY - top, fill: fronts[index % fronts.length] }));
    parts.push(
      el('rect', { x, y: top - 4, width: frontWidth, height: 5, fill: palette.woodDark, 'fill-opacity': 0.6 }),
    );
    for (let row = top + 12; row < kerbY - 40; row += 28) {
      for (const column of [0.18, 0.58])
        parts.push(
          el('rect', { x: x + frontWidth * column, y: row, width: frontWidth * 0.24, height: 16, fill: 'url(#glass)' }),
        );
    }
    // Every third front is the corner café: a striped awning over a wide window.
    if (index % 3 === 2) {
      parts.push(el('rect', { x: x + 4, y: kerbY - 34, width: frontWidth - 8, height: 30, fill: 'url(#glass)' }));
      for (let stripe = 0; stripe < 6; stripe += 1) {
        parts.push(
          el('rect', {
            x: x + 2 + stripe * ((frontWidth - 4) / 6),
            y: kerbY - 46,
            width: (frontWidth - 4) / 6,
            height: 12,
            fill: stripe % 2 ? '#ffffff' : palette.accent,
          }),
        );
      }
    } else {
      parts.push(
        el('rect', { x: x + frontWidth / 2 - 8, y: kerbY - 30, width: 16, height: 30, fill: palette.accentDark }),
      );
    }
    x += frontWidth;
  }
  // Pavement, kerb and road.
  parts.push(el('rect', { x: 0, y: kerbY, width, height: 14, fill: '#d9d4ca' }));
  parts.push(el('rect', { x: 0, y: kerbY + 14, width, height: 3, fill: '#a8a296' }));
  parts.push(el('rect', { x: 0, y: kerbY + 17, width, height: height - kerbY - 17, fill: '#6f7378' }));
  for (let dash = 10; dash < width; dash += 40)
    parts.push(el('rect', { x: dash, y: height - 14, width: 20, height: 3, fill: '#f2f2f2' }));
  parts.push(tree(width * 0.16, kerbY + 8, 90, palette, random));
  parts.push(tree(width * 0.7, kerbY + 8, 100, palette, random));
  return parts.join('');
}
