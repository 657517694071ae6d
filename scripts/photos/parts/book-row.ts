import { el } from '../svg-element.ts';
import type { Palette } from '../palette-from-slug.ts';
import type { Random } from '../seeded-random.ts';

/** Book spines of varied height and colour standing on a shelf from x to x + width at shelfY. */
export function bookRow(
  x: number,
  shelfY: number,
  width: number,
  maxHeight: number,
  palette: Palette,
  random: Random,
): string {
  const colours = [...palette.soft, palette.accent, palette.secondary, palette.accentDark];
  const books: string[] = [];
  let left = x + random.between(0, maxHeight * 0.2);
  while (left < x + width - maxHeight * 0.12) {
    const spine = Math.min(random.between(maxHeight * 0.1, maxHeight * 0.2), x + width - left);
    const height = random.between(maxHeight * 0.7, maxHeight);
    if (random.chance(0.08)) {
      // Now and then a book leans on its neighbour, as on any real shelf.
      books.push(
        el('rect', {
          x: left,
          y: shelfY - height,
          width: spine,
          height,
          fill: random.pick(colours),
          transform: `rotate(-14 ${left + spine} ${shelfY})`,
        }),
      );
      left += spine + height * 0.25;
      continue;
    }
    books.push(el('rect', { x: left, y: shelfY - height, width: spine - 0.6, height, fill: random.pick(colours) }));
    books.push(
      el('rect', {
        x: left + spine * 0.2,
        y: shelfY - height * 0.8,
        width: spine * 0.5,
        height: height * 0.06,
        fill: '#ffffff',
        'fill-opacity': 0.35,
      }),
    );
    left += spine;
    if (random.chance(0.06)) left += maxHeight * 0.3;
  }
  return books.join('');
}
