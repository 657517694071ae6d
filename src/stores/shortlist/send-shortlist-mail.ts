import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import type { Culture } from '#domain/culture.ts';
import type { CompareChoices } from '#domain/shortlist/compare-choices.ts';
import { compareQuery } from './create-compare-store.ts';

/** What the mail form shows after asking: the server's words, or the key of a problem. */
export type ShortlistMailOutcome =
  { ok: true; message: string } | { ok: false; problem: 'email' | 'limited' | 'failed' };

/**
 * Asks POST /api/shortlist/mail to mail this comparison to `email` once its owner confirms (the
 * newsletter's double opt-in): the address, the culture, the schools and the choices, nothing else.
 */
export async function sendShortlistMail(
  fetcher: typeof fetch,
  request: { culture: Culture; email: string; ids: readonly number[]; choices: CompareChoices },
): Promise<ShortlistMailOutcome> {
  const query = `culture=${request.culture}&email=${encodeURIComponent(request.email)}&${compareQuery(request.ids, request.choices)}`;
  try {
    const response = await fetcher(`/api/shortlist/mail/?${query}`, { method: 'POST' });
    if (response.status === 429) return { ok: false, problem: 'limited' };
    const body = (await response.json().catch(() => null)) as ApiEnvelope<{ message: string }> | null;
    if (response.ok && body?.success) return { ok: true, message: body.data.message };
    return { ok: false, problem: body && !body.success && body.error.field === 'email' ? 'email' : 'failed' };
  } catch {
    return { ok: false, problem: 'failed' };
  }
}
