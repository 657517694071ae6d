import { atom } from 'nanostores';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import type { Culture } from '#domain/culture.ts';
import type { CompareAnswer, CompareColumn } from '#domain/shortlist/compare-answer.ts';
import {
  compareQuery,
  DEFAULT_COMPARE_CHOICES,
  readCompareChoices,
  type CompareChoices,
} from '#domain/shortlist/compare-choices.ts';
import { MAX_COMPARED, readSchoolIds } from '#domain/shortlist/shortlist-ids.ts';

/** The comparison page's window on the browser (tests pass their own). */
export interface CompareEnvironment {
  fetch: typeof fetch;
  /** The page address's query, without '?'. */
  search(): string;
  replaceSearch(search: string): void;
  savedCurrency(): string | null;
  saveCurrency(currency: string): void;
}

/** What the page shows: loading, the table, a refusal naming the key of the address, or nothing to compare. */
export type CompareStatus = 'loading' | 'ready' | 'refused' | 'failed' | 'empty';

export interface CompareState {
  ids: number[];
  choices: CompareChoices;
  status: CompareStatus;
  answer: CompareAnswer | null;
  /** The key of the address the API or the page refused (s, weeks, month …). */
  refusedKey: string | null;
  differencesOnly: boolean;
  /** The display currency (the one a cart remembered), converted into with "≈". */
  currency: string | null;
}

export { compareQuery };

/** Asks GET /api/compare for up to four schools; a refusal names its key. */
export async function fetchComparison(
  fetcher: typeof fetch,
  culture: Culture,
  ids: readonly number[],
  choices: CompareChoices,
): Promise<{ ok: true; answer: CompareAnswer } | { ok: false; key: string | null }> {
  const response = await fetcher(`/api/compare/?culture=${culture}&${compareQuery(ids, choices)}`);
  const body = (await response.json().catch(() => null)) as ApiEnvelope<CompareAnswer> | null;
  if (response.ok && body?.success) return { ok: true, answer: body.data };
  return { ok: false, key: body && !body.success ? (body.error.field ?? null) : null };
}

/** The shortlist page's cards: every saved school at the default choices, four to a request. */
export async function fetchShortlistColumns(
  fetcher: typeof fetch,
  culture: Culture,
  ids: readonly number[],
): Promise<CompareColumn[] | null> {
  const chunks: number[][] = [];
  for (let at = 0; at < ids.length; at += MAX_COMPARED) chunks.push(ids.slice(at, at + MAX_COMPARED));
  const answers = await Promise.all(
    chunks.map((chunk) => fetchComparison(fetcher, culture, chunk, DEFAULT_COMPARE_CHOICES)),
  );
  return answers.every((answer) => answer.ok)
    ? answers.flatMap((answer) => (answer.ok ? answer.answer.columns : []))
    : null;
}

/**
 * The comparison page (issue 35): the schools of its address (else the first four saved), priced
 * for the visitor's choices; every change of a choice is written into the address, so the link
 * shared is the comparison seen.
 */
export function createCompareStore(culture: Culture, env: CompareEnvironment, savedIds: readonly number[]) {
  const $compare = atom<CompareState>({
    ids: [],
    choices: DEFAULT_COMPARE_CHOICES,
    status: 'loading',
    answer: null,
    refusedKey: null,
    differencesOnly: false,
    currency: env.savedCurrency(),
  });
  const update = (change: Partial<CompareState>) => $compare.set({ ...$compare.get(), ...change });
  let request = 0;

  async function load(): Promise<void> {
    const { ids, choices } = $compare.get();
    if (ids.length === 0) {
      update({ status: 'empty', answer: null });
      return;
    }
    const mine = ++request;
    update({ status: 'loading', refusedKey: null });
    try {
      const result = await fetchComparison(env.fetch, culture, ids, choices);
      // A later choice's answer wins over an earlier one still on its way.
      if (mine !== request) return;
      if (result.ok) update({ status: 'ready', answer: result.answer });
      else update({ status: result.key ? 'refused' : 'failed', refusedKey: result.key, answer: null });
    } catch {
      if (mine === request) update({ status: 'failed', answer: null });
    }
  }

  return {
    $compare,
    /** Reads the address (else the saved list) and loads the comparison. */
    async start(): Promise<void> {
      const params = new URLSearchParams(env.search());
      const raw = params.get('s');
      const ids = raw === null ? { ok: true as const, ids: savedIds.slice(0, MAX_COMPARED) } : readSchoolIds(raw);
      if (!ids.ok) {
        update({ status: 'refused', refusedKey: 's' });
        return;
      }
      const choices = readCompareChoices(params);
      if (!choices.ok) {
        update({ ids: ids.ids, status: 'refused', refusedKey: choices.key });
        return;
      }
      update({ ids: ids.ids, choices: choices.choices });
      if (ids.ids.length > 0) env.replaceSearch(compareQuery(ids.ids, choices.choices));
      await load();
    },
    async choose(change: Partial<CompareChoices>): Promise<void> {
      const choices = { ...$compare.get().choices, ...change };
      update({ choices });
      env.replaceSearch(compareQuery($compare.get().ids, choices));
      await load();
    },
    async removeSchool(id: number): Promise<void> {
      const ids = $compare.get().ids.filter((other) => other !== id);
      update({ ids });
      env.replaceSearch(ids.length > 0 ? compareQuery(ids, $compare.get().choices) : '');
      await load();
    },
    setDifferencesOnly(on: boolean): void {
      update({ differencesOnly: on });
    },
    setCurrency(currency: string): void {
      env.saveCurrency(currency);
      update({ currency });
    },
  };
}

export type CompareStore = ReturnType<typeof createCompareStore>;
