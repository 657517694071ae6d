/**
 * The ratio of two loads measured in alternating rounds of one run: the median of each round's
 * ratio, not the ratio of the two medians. Other work on a shared machine comes and goes over a
 * run of minutes; the two runs of a round are seconds apart, so a slower stretch slows both, and
 * each round's ratio stays a like-for-like while the medians of the two sides may come from
 * different stretches.
 */
export function pairedRatio(ours: readonly number[], theirs: readonly number[]): { ratio: number; rounds: number[] } {
  if (ours.length === 0 || ours.length !== theirs.length)
    throw new Error(`paired rounds needed: ${ours.length} against ${theirs.length}`);
  const rounds = ours.map((value, index) => value / theirs[index]!);
  const sorted = [...rounds].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const ratio = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { ratio, rounds };
}
