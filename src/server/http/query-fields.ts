import { z } from 'zod';
import { CULTURES } from '#domain/culture.ts';
import { PROGRAMME_TYPES } from '#domain/catalogue/school-schema.ts';
import { wholeNumberIn, wholeNumberMessage } from '#domain/numbers/whole-number.ts';

/** Query parameters several routes share, each failing with a message that names it. */
export const cultureField = z.enum(CULTURES, { error: `culture must be one of ${CULTURES.join(', ')}` });

/** A URL segment (language, country, city, school); addresses are lower-cased (spec section 2). */
export const slugField = (name: string) =>
  z
    .string()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, { error: `${name} must be lower-case letters and digits joined by _` });

export const programmeTypeField = z
  .string()
  .toLowerCase()
  .pipe(z.enum(PROGRAMME_TYPES, { error: `schooltype must be one of ${PROGRAMME_TYPES.join(', ')}` }));

/** A whole number from min (to max, when given), read as the search page reads its weeks. */
export const wholeField = (name: string, min: number, max?: number) =>
  z.string().transform((raw, ctx) => {
    const value = wholeNumberIn(raw, min, max);
    if (value === undefined) ctx.addIssue({ code: 'custom', message: wholeNumberMessage(name, min, max) });
    return value ?? z.NEVER;
  });
