import { el } from '../svg-element.ts';

/** What replaces a review photo that fails to load (view box 100 x 100): a muted picture icon on grey. */
export function brokenPhotoPlaceholder(): string {
  return (
    el('rect', { width: 100, height: 100, fill: '#eceff3' }) +
    el('rect', { x: 24, y: 28, width: 52, height: 44, rx: 5, fill: 'none', stroke: '#a9b3bf', 'stroke-width': 4 }) +
    el('circle', { cx: 40, cy: 42, r: 5, fill: '#a9b3bf' }) +
    el('path', { d: 'M28 68 L44 52 L54 61 L62 54 L72 68 Z', fill: '#a9b3bf' })
  );
}
