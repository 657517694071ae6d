import { hashString } from './hash-string.ts';

export type Random = {
  /** A number in [0, 1). */
  next: () => number;
  between: (min: number, max: number) => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
};

/** A small seeded generator (mulberry32): the same seed draws the same picture on every machine. */
export function seededRandom(seed: string | number): Random {
  let state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + next() * (max - min);
  const int = (min: number, max: number) => Math.floor(between(min, max + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('seededRandom.pick: empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return { next, between, int, pick, chance: (probability) => next() < probability };
}
