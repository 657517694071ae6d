/** Attribute values; numbers are rounded to one decimal to keep the SVG short. */
export type Attributes = Record<string, string | number | undefined>;

/** One SVG element as text: el('rect', { x: 1, y: 2, width: 3, height: 4, fill: '#fff' }). */
export function el(name: string, attributes: Attributes, children = ''): string {
  const parts = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? Math.round(value * 10) / 10 : value}"`);
  return children ? `<${name} ${parts.join(' ')}>${children}</${name}>` : `<${name} ${parts.join(' ')}/>`;
}

/** A vertical (or horizontal) linear gradient definition referenced as url(#id). */
export function linearGradient(id: string, stops: readonly string[], horizontal = false): string {
  const stopElements = stops
    .map((colour, index) =>
      el('stop', { offset: stops.length === 1 ? 0 : index / (stops.length - 1), 'stop-color': colour }),
    )
    .join('');
  return el('linearGradient', { id, x1: 0, y1: 0, x2: horizontal ? 1 : 0, y2: horizontal ? 0 : 1 }, stopElements);
}
