/** The levels a reviewer's progress is told in (CEFR), lowest first: the order decides "from ≤ to". */
export const REVIEW_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type ReviewLevel = (typeof REVIEW_LEVELS)[number];
