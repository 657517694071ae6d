import type { Culture } from '#domain/culture.ts';

export type SendReviewOutcome = { ok: true } | { ok: false; field?: string; message?: string };

/**
 * POSTs the review form to the spec's address and maps its answer to success (spec section 7:
 * 'ok' or 'not ok'). A network failure or any answer that is not 'ok' is a failure, never thrown.
 */
export async function sendReview(fetcher: typeof fetch, culture: Culture, form: FormData): Promise<SendReviewOutcome> {
  try {
    const response = await fetcher(`/${culture}/school/AddReviewPartial2`, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json' },
    });
    const answer = (await response.json().catch(() => null)) as {
      status?: string;
      error?: { field?: string; message?: string };
    } | null;
    if (response.ok && answer?.status === 'ok') return { ok: true };
    return {
      ok: false,
      ...(answer?.error?.field ? { field: answer.error.field } : {}),
      ...(answer?.error?.message ? { message: answer.error.message } : {}),
    };
  } catch {
    return { ok: false };
  }
}
