import { z } from 'zod';
import type { Culture } from '#domain/culture.ts';
import { readCompareChoices, type CompareChoices } from '#domain/shortlist/compare-choices.ts';
import { readSchoolIds } from '#domain/shortlist/shortlist-ids.ts';
import { ApiError } from '../http/api-error.ts';
import { parseQuery } from '../http/parse-query.ts';
import { cultureField } from '../http/query-fields.ts';

/** A comparison as its address names it: the schools, the culture, the visitor's choices. */
export interface CompareRequest {
  ids: number[];
  culture: Culture;
  choices: CompareChoices;
}

const compareQuery = z.object({
  culture: cultureField,
  s: z.string({ error: 's is required' }),
  weeks: z.string().optional(),
  month: z.string().optional(),
  lessons: z.string().optional(),
  housing: z.string().optional(),
  room: z.string().optional(),
});

/**
 * Reads a comparison from a query (GET /api/compare, the shortlist mail's request): every
 * problem a 400 naming its key, with the domain's own readers of the page's address.
 */
export function readCompareRequest(query: Record<string, string>): CompareRequest {
  const parsed = parseQuery(compareQuery, query);
  const ids = readSchoolIds(parsed.s);
  if (!ids.ok) throw new ApiError(400, `s ${ids.problem}`, 's');
  const choices = readCompareChoices({ get: (key) => (parsed as Record<string, string | undefined>)[key] ?? null });
  if (!choices.ok) throw new ApiError(400, `${choices.key} ${choices.problem}`, choices.key);
  return { ids: ids.ids, culture: parsed.culture, choices: choices.choices };
}
