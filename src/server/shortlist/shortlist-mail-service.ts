import { maskEmail } from '#domain/booking/mask-contact.ts';
import type { Culture } from '#domain/culture.ts';
import { utcToday } from '#domain/dates/calendar.ts';
import { comparePath } from '#domain/shortlist/shortlist-paths.ts';
import { isLinkToken } from '#domain/text/links.ts';
import { compareSchools } from './compare-schools.ts';
import { shortlistComparisonMail } from './mails/shortlist-comparison-mail.ts';
import { findShortlistMail } from './queries/find-shortlist-mail.ts';
import { markShortlistMailSent } from './queries/mark-shortlist-mail-sent.ts';
import { readCompareRequest } from './read-compare-request.ts';
import type { ShortlistDeps } from './shortlist-deps.ts';

/** What the shortlist mail's confirmation page asks of the server, through Astro.locals. */
export interface ShortlistMailService {
  /** The request behind a mailed link, its address masked (the page may be seen by others), or null. */
  find(token: string): Promise<{ email: string; status: 'pending' | 'sent' } | null>;
  /**
   * The owner's consent: queues the comparison, priced now, once; false for an unknown link, or
   * when the mail queue is not running (nothing is recorded then, so the button can be pressed again).
   */
  confirm(token: string, culture: Culture): Promise<boolean>;
}

/** The shortlist mail's confirmation over a database, the pricing catalogue and the mail queue. */
export function createShortlistMailService(deps: ShortlistDeps): ShortlistMailService {
  return {
    async find(token) {
      if (!isLinkToken(token)) return null;
      const found = await findShortlistMail(deps.db, token);
      return found ? { email: maskEmail(found.email), status: found.status } : null;
    },
    async confirm(token) {
      if (!isLinkToken(token)) return false;
      const found = await findShortlistMail(deps.db, token);
      if (!found) return false;
      if (found.status === 'sent') return true;
      const queue = deps.mails.current;
      if (!queue) return false;
      // The request was validated when stored; it is read again with the same reader.
      const request = readCompareRequest({
        ...Object.fromEntries(new URLSearchParams(found.compareQuery)),
        culture: found.culture,
      });
      const now = deps.clock();
      const answer = await compareSchools(
        {
          db: deps.db,
          pricing: deps.pricing,
          clock: () => now,
          blobStorageUrl: deps.config.blobStorageUrl,
          photoAddress: deps.photoAddress,
        },
        request,
      );
      await deps.db.transaction(async (tx) => {
        if (!(await markShortlistMailSent(tx, { token, at: now }))) return;
        await queue.enqueue(tx, [
          shortlistComparisonMail({
            to: found.email,
            culture: found.culture,
            answer,
            pricedOn: utcToday(now),
            baseAddress: deps.config.baseAddress,
            comparePath: comparePath(found.culture, found.compareQuery),
            site: new URL(deps.config.baseAddress).host,
          }),
        ]);
      });
      return true;
    },
  };
}
