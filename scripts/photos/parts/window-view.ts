import { el } from '../svg-element.ts';
import type { Palette } from '../palette-from-slug.ts';

/**
 * A framed window onto the sky with distant hills, panes split by glazing bars; the sky
 * gradient must be defined by the scene as url(#sky).
 */
export function windowView(
  x: number,
  y: number,
  width: number,
  height: number,
  palette: Palette,
  panes: { columns: number; rows: number },
): string {
  const frame = Math.max(2, width * 0.035);
  const glass =
    el('rect', { x, y, width, height, fill: 'url(#sky)' }) +
    el('path', {
      d: `M${x} ${y + height * 0.8} Q${x + width * 0.3} ${y + height * 0.62} ${x + width * 0.6} ${y + height * 0.76} T${x + width} ${y + height * 0.7} L${x + width} ${y + height} L${x} ${y + height} Z`,
      fill: palette.foliage,
      'fill-opacity': 0.55,
    }) +
    el('path', {
      d: `M${x + width * 0.15} ${y} L${x + width * 0.45} ${y} L${x} ${y + height * 0.45} L${x} ${y + height * 0.2} Z`,
      fill: '#ffffff',
      'fill-opacity': 0.22,
    });
  const bars: string[] = [];
  for (let column = 1; column < panes.columns; column += 1) {
    bars.push(
      el('rect', { x: x + (width * column) / panes.columns - frame / 2, y, width: frame, height, fill: palette.trim }),
    );
  }
  for (let row = 1; row < panes.rows; row += 1) {
    bars.push(
      el('rect', { x, y: y + (height * row) / panes.rows - frame / 2, width, height: frame, fill: palette.trim }),
    );
  }
  const outline = el('rect', {
    x: x - frame / 2,
    y: y - frame / 2,
    width: width + frame,
    height: height + frame,
    fill: 'none',
    stroke: palette.trim,
    'stroke-width': frame * 1.6,
  });
  const sill = el('rect', {
    x: x - frame * 2,
    y: y + height + frame * 0.4,
    width: width + frame * 4,
    height: frame * 1.6,
    fill: palette.trim,
  });
  return glass + bars.join('') + outline + sill;
}
