import { el } from '../svg-element.ts';

/** A cloud of overlapping ellipses, opaque: group opacity would make librsvg composite an extra layer. */
export function cloud(x: number, y: number, size: number, fill = '#f3f7fb'): string {
  const puffs = [
    [0, 0, 0.5, 0.22],
    [-0.32, 0.06, 0.3, 0.16],
    [0.34, 0.05, 0.32, 0.17],
    [0.05, -0.12, 0.28, 0.2],
  ] as const;
  return el(
    'g',
    { fill },
    puffs
      .map(([dx, dy, rx, ry]) => el('ellipse', { cx: x + dx * size, cy: y + dy * size, rx: rx * size, ry: ry * size }))
      .join(''),
  );
}
