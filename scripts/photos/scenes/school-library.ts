import { el, linearGradient } from '../svg-element.ts';
import { bookRow } from '../parts/book-row.ts';
import { windowView } from '../parts/window-view.ts';
import type { Scene } from '../scene-context.ts';

/** The self-study room: a wall of bookshelves either side of an arched window, a long table with lamps and laptops. */
export const schoolLibrary: Scene = ({ palette, random, width, height }) => {
  const floorY = height * 0.74;
  const parts: string[] = [
    `<defs>${linearGradient('sky', [palette.skyTop, palette.skyBottom])}${linearGradient('floor', [palette.floor, palette.woodDark])}</defs>`,
    el('rect', { x: 0, y: 0, width, height: floorY, fill: palette.wall }),
    el('rect', { x: 0, y: floorY, width, height: height - floorY, fill: 'url(#floor)' }),
  ];
  const windowWidth = 200;
  const windowX = width / 2 - windowWidth / 2;
  parts.push(
    `<clipPath id="arch"><path d="M${windowX} ${floorY - 40} L${windowX} 125 A${windowWidth / 2} ${windowWidth / 2} 0 0 1 ${windowX + windowWidth} 125 L${windowX + windowWidth} ${floorY - 40} Z"/></clipPath>`,
  );
  parts.push(
    el(
      'g',
      { 'clip-path': 'url(#arch)' },
      windowView(windowX, -10, windowWidth, floorY - 30, palette, { columns: 2, rows: 4 }),
    ),
  );
  parts.push(
    el('path', {
      d: `M${windowX} ${floorY - 40} L${windowX} 125 A${windowWidth / 2} ${windowWidth / 2} 0 0 1 ${windowX + windowWidth} 125 L${windowX + windowWidth} ${floorY - 40}`,
      fill: 'none',
      stroke: palette.trim,
      'stroke-width': 10,
    }),
  );

  // Shelving walls left and right of the window.
  for (const [left, right] of [
    [20, windowX - 30],
    [windowX + windowWidth + 30, width - 20],
  ] as const) {
    parts.push(el('rect', { x: left, y: 24, width: right - left, height: floorY - 24, fill: palette.woodDark }));
    const shelves = 5;
    const shelfHeight = (floorY - 36) / shelves;
    for (let shelf = 0; shelf < shelves; shelf += 1) {
      const shelfY = 30 + shelfHeight * (shelf + 1);
      parts.push(
        el('rect', {
          x: left + 8,
          y: shelfY - shelfHeight + 6,
          width: right - left - 16,
          height: shelfHeight - 6,
          fill: palette.wood,
          'fill-opacity': 0.45,
        }),
      );
      for (let bay = left + 8; bay < right - 20; bay += 150)
        parts.push(bookRow(bay + 4, shelfY, Math.min(140, right - 12 - bay), shelfHeight - 12, palette, random));
      parts.push(el('rect', { x: left + 4, y: shelfY, width: right - left - 8, height: 6, fill: palette.woodDark }));
    }
  }

  // The long study table, with reading lamps, laptops and open notebooks.
  const tableY = floorY + 10;
  parts.push(el('rect', { x: 140, y: tableY, width: width - 280, height: 14, rx: 3, fill: palette.wood }));
  parts.push(el('rect', { x: 160, y: tableY + 14, width: 10, height: height - tableY, fill: palette.woodDark }));
  parts.push(
    el('rect', { x: width - 170, y: tableY + 14, width: 10, height: height - tableY, fill: palette.woodDark }),
  );
  for (let seat = 0; seat < 6; seat += 1) {
    const x = 230 + seat * ((width - 460) / 5);
    if (seat % 2 === 0) {
      parts.push(el('rect', { x: x - 2, y: tableY - 46, width: 4, height: 46, fill: '#3d4148' }));
      parts.push(
        el('path', {
          d: `M${x - 22} ${tableY - 40} Q${x} ${tableY - 66} ${x + 22} ${tableY - 40} Z`,
          fill: palette.accent,
        }),
      );
      parts.push(el('ellipse', { cx: x, cy: tableY - 40, rx: 16, ry: 3, fill: '#fff3c4' }));
      parts.push(
        el('path', {
          d: `M${x - 40} ${tableY} L${x - 40} ${tableY - 4} L${x + 40} ${tableY - 4} L${x + 40} ${tableY} Z`,
          fill: '#ffffff',
        }),
      );
    } else {
      parts.push(
        el('path', {
          d: `M${x - 30} ${tableY} L${x - 24} ${tableY - 36} L${x + 24} ${tableY - 36} L${x + 30} ${tableY} Z`,
          fill: '#9aa3ad',
        }),
      );
      parts.push(
        el('path', {
          d: `M${x - 26} ${tableY - 2} L${x - 21} ${tableY - 33} L${x + 21} ${tableY - 33} L${x + 26} ${tableY - 2} Z`,
          fill: palette.secondary,
          'fill-opacity': 0.8,
        }),
      );
    }
    // Chair backs on the near side of the table.
    parts.push(el('rect', { x: x - 26, y: tableY + 28, width: 52, height: 40, rx: 8, fill: palette.accentDark }));
  }
  return parts.join('');
};
