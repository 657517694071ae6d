/**
 * The programme types a school offers (spec section 1). Kept apart from the zod schema so the
 * browser islands can read the list without bundling zod.
 */
export const PROGRAMME_TYPES = ['languageschool', 'languagecamp', 'familyprogram', 'highereducation'] as const;
export type ProgrammeType = (typeof PROGRAMME_TYPES)[number];
