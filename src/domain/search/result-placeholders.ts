/** What the search page puts between results (spec section 2), in this order. */
export const PLACEHOLDER_KINDS = ['newsletter', 'visa', 'advantages'] as const;
export type PlaceholderKind = (typeof PLACEHOLDER_KINDS)[number];

/** From this many results on, a placeholder follows every 3 items; below it, every 2. */
export const PLACEHOLDER_THRESHOLD = 12;

/** How many results come between placeholders when the search found `resultsCount` schools. */
export function placeholderInterval(resultsCount: number): number {
  return resultsCount >= PLACEHOLDER_THRESHOLD ? 3 : 2;
}

export type ResultSegment<T> = { kind: 'items'; items: T[] } | { kind: 'placeholder'; placeholder: PlaceholderKind };

/**
 * Interleaves the exact results shown so far with the placeholders that apply: the first after
 * `interval` items, the next after twice as many, and so on while items and placeholders last.
 * `resultsCount` is the size of the whole exact group, so loading more never moves a placeholder.
 */
export function interleavePlaceholders<T>(
  items: readonly T[],
  resultsCount: number,
  placeholders: readonly PlaceholderKind[],
): ResultSegment<T>[] {
  const interval = placeholderInterval(resultsCount);
  const segments: ResultSegment<T>[] = [];
  let next = 0;
  for (let start = 0; start < items.length; start += interval) {
    segments.push({ kind: 'items', items: items.slice(start, start + interval) });
    const placeholder = placeholders[next];
    if (placeholder !== undefined && start + interval <= items.length) {
      segments.push({ kind: 'placeholder', placeholder });
      next++;
    }
  }
  return segments;
}
