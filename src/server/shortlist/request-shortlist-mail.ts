import { compareQuery } from '#domain/shortlist/compare-choices.ts';
import { shortlistConfirmPath } from '#domain/shortlist/shortlist-paths.ts';
import { absoluteUrl } from '#domain/routes/site-url.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { newLinkToken } from '../bookings/index.ts';
import { schoolExists } from '../catalogue/index.ts';
import { ApiError } from '../http/api-error.ts';
import { shortlistConfirmationMail } from './mails/shortlist-confirmation-mail.ts';
import { insertShortlistMail } from './queries/insert-shortlist-mail.ts';
import type { CompareRequest } from './read-compare-request.ts';
import type { ShortlistDeps } from './shortlist-deps.ts';

export type ShortlistMailOutcome = { kind: 'ok'; message: string } | { kind: 'mailUnavailable' };

/**
 * "E-mail me my shortlist" (issue 35), double opt-in as the newsletter: records the request and
 * queues, in the same transaction, a mail asking the address's owner to confirm; the comparison
 * itself goes only after that. What is stored and mailed is the comparison's query as the server
 * writes it from the ids and choices it read, and the address: nothing else the visitor typed.
 */
export async function requestShortlistMail(
  deps: ShortlistDeps,
  request: CompareRequest & { email: string },
): Promise<ShortlistMailOutcome> {
  const queue = deps.mails.current;
  if (!queue) return { kind: 'mailUnavailable' };
  for (const id of request.ids)
    if (!(await schoolExists(deps.db, id))) throw new ApiError(400, `s: ${id} is not a school of the catalogue`, 's');
  const email = request.email.trim().toLowerCase();
  const confirmToken = newLinkToken();
  const requestedAt = deps.clock();
  await deps.db.transaction(async (tx) => {
    await insertShortlistMail(tx, {
      email,
      culture: request.culture,
      compareQuery: compareQuery(request.ids, request.choices),
      confirmToken,
    });
    await queue.enqueue(tx, [
      shortlistConfirmationMail({
        to: email,
        culture: request.culture,
        requestedAt: requestedAt.toISOString(),
        site: new URL(deps.config.baseAddress).host,
        confirmUrl: absoluteUrl(deps.config.baseAddress, shortlistConfirmPath(request.culture, confirmToken)),
      }),
    ]);
  });
  return { kind: 'ok', message: createTranslator(request.culture)('shortlistMail.checkInbox') };
}
