import { el } from '../svg-element.ts';

/** The stand-in for a reviewer without a photo (view box 64 x 64): a neutral head-and-shoulders silhouette. */
export function avatarPlaceholder(): string {
  return (
    el('rect', { width: 64, height: 64, fill: '#dfe5ec' }) +
    el('circle', { cx: 32, cy: 25, r: 12, fill: '#9aa7b6' }) +
    el('path', { d: 'M10 64 Q10 42 32 42 Q54 42 54 64 Z', fill: '#9aa7b6' })
  );
}
