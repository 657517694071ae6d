import type { CartSchool } from '#domain/cart/cart-school.ts';
import { cartFromQuery } from '#domain/cart/cart-from-query.ts';
import { fullyBookedOf } from '#domain/cart/live-availability.ts';
import { parseCartQuery } from '#domain/cart/parse-cart-query.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { quoteCart } from '#domain/pricing/quote-cart.ts';
import type { CartEnvironment } from '../cart-environment.ts';
import type { StaffIdentity } from '../staff-identity.ts';

/** The pricing endpoint as the domain answers it: what GET /api/school/calculate/ computes. */
export function priceLikeTheServer(school: CartSchool, query: string, now: Date): CalculationData {
  const parsed = parseCartQuery(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.issues[0]!.message);
  const built = cartFromQuery(school, { ...parsed.query, schoolId: school.id }, now);
  if (!built.ok) throw new Error(built.issues[0]!.message);
  const quote = quoteCart(school, built.cart, { now });
  return {
    schoolId: school.id,
    culture: parsed.query.culture ?? 'en',
    query,
    cart: { course: built.cart.course, accommodation: built.cart.accommodation, transfer: built.cart.transfer },
    errors: {
      hasErrors: quote.errors.hasErrors,
      list: quote.errors.list.map((e) => ({
        id: e.type,
        messageKey: e.messageKey,
        reason: e.reason,
        ...(e.reasonKey ? { reasonKey: e.reasonKey } : {}),
      })),
    },
    unpriced: quote.unpriced,
    price: quote.answer,
    fullyBooked: fullyBookedOf(school),
  };
}

export interface FakeRequest {
  query: string;
  signal: AbortSignal;
  /** Answers the request now (the server's price, or a failure). */
  respond(outcome?: 'ok' | 'fail'): void;
}

/**
 * A browser for the cart store: an address bar and a history, a dataLayer, and a pricing endpoint
 * whose answers the test releases one by one, so order and aborts can be checked.
 */
export function fakeCartEnvironment(
  school: CartSchool,
  now: Date,
  search = '',
  staff: StaffIdentity | null = null,
  timeZone: string | null = null,
  storage = new Map<string, string>(),
) {
  const location = { pathname: '/en/english/malta/st_julians/worked_example_malta/', search };
  const entries: { state: unknown; url: string }[] = [{ state: null, url: `${location.pathname}${search}` }];
  let index = 0;
  const listeners = new Set<(state: unknown) => void>();
  const requests: FakeRequest[] = [];
  const events: Record<string, unknown>[] = [];
  const courseListeners = new Set<(courseId: number) => void>();
  const announced: number[] = [];
  let small = false;
  const setUrl = (url: string) => {
    location.search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  };

  const environment: CartEnvironment = {
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const url = new URL(String(input), 'http://localhost');
        const signal = init?.signal ?? new AbortController().signal;
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        requests.push({
          query: url.search.slice(1),
          signal,
          respond(outcome = 'ok') {
            if (outcome === 'fail')
              resolve(
                new Response(JSON.stringify({ success: false, error: { message: 'internal error' } }), { status: 500 }),
              );
            else
              resolve(
                new Response(
                  JSON.stringify({ success: true, data: priceLikeTheServer(school, url.search.slice(1), now) }),
                  { status: 200 },
                ),
              );
          },
        });
      })) as typeof fetch,
    now: () => now,
    location: () => ({ ...location }),
    historyState: () => entries[index]!.state,
    pushState(state, url) {
      entries.splice(index + 1);
      entries.push({ state, url });
      index += 1;
      setUrl(url);
    },
    replaceState(state, url) {
      entries[index] = { state, url };
      setUrl(url);
    },
    onPopState(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    track: (event) => events.push(event),
    onCourseRequested(listener) {
      courseListeners.add(listener);
      return () => courseListeners.delete(listener);
    },
    isSmallScreen: () => small,
    timeZone: () => timeZone,
    announceCourse: (courseId) => announced.push(courseId),
    savedCurrency: () => storage.get('currency') ?? null,
    saveCurrency: (isoCode) => void storage.set('currency', isoCode),
    staffIdentity: () => Promise.resolve(staff),
  };

  return {
    environment,
    /** What the browser keeps between pages (the display currency). */
    storage,
    requests,
    events,
    entries: () => entries.slice(),
    current: () => entries[index]!,
    /** Back (-1) or forward (+1), as the browser does: the address changes, then popstate fires. */
    go(step: number) {
      index += step;
      setUrl(entries[index]!.url);
      for (const listener of listeners) listener(entries[index]!.state);
    },
    announced,
    /** The page's course list asking for a course. */
    requestCourse: (courseId: number) => courseListeners.forEach((listener) => listener(courseId)),
    setSmallScreen(value: boolean) {
      small = value;
    },
    /** Lets pending promise callbacks run. */
    settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
  };
}
