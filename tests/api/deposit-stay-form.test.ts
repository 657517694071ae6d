// Issue 29, point 8: the deposit page's plain stay form, as the deposit route hands it to the
// booking service. The form is sent by GET with the cart it was drawn for; the answer is the
// new stay's own address, priced as the pricing endpoint prices it, or, for a refused field,
// the form again with that field named in the visitor's language and every other choice applied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingFormState } from '#domain/booking/booking-form-state.ts';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import { cartToQuery } from '#domain/cart/cart-to-query.ts';
import type { CartState } from '#domain/cart/cart-state.ts';
import { serialiseCartQuery } from '#domain/cart/serialise-cart-query.ts';
import type { Culture } from '#domain/culture.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { loadConfig } from '#server/config/env.ts';
import type { BookingDeps } from '#server/bookings/booking-deps.ts';
import { createBookingService, type BookingService } from '#server/bookings/booking-service.ts';
import { startApi, type StartedApi } from '#server/start-server.ts';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { testDatabases, type TestDatabaseHandle } from './support/test-databases.ts';

// Harbour View (101, EUR): General English (1), IELTS (2, 4–12 weeks); a host family (1) with a
// single room (11) and half board (1), arriving on Sundays, fully booked 4–31 July 2027; one
// airport transfer (1).
const SCHOOL = 101;

describe.each(testDatabases)('the deposit stay form on $kind', (database) => {
  let handle: TestDatabaseHandle;
  let api: StartedApi;
  let service: BookingService;

  beforeAll(async () => {
    handle = await database.create();
    api = await startApi({
      databaseUrl: handle.databaseUrl,
      dataDir: handle.dataDir,
      contentDir: FIXTURE_CONTENT_DIR,
      config: loadConfig({ ENVIRONMENT_NAME: 'test' }),
      clock: () => TEST_NOW,
    });
    const mails: BookingDeps['mails'] = {
      enqueue: () => {
        throw new Error('the stay form sends no mail');
      },
    };
    service = createBookingService({
      db: api.db,
      clock: () => TEST_NOW,
      config: loadConfig({ ENVIRONMENT_NAME: 'test' }),
      mails,
    });
  });
  afterAll(async () => {
    await api?.close();
    await handle?.drop();
  });

  /** The page for a cart query, as the deposit route shows it. */
  const page = async (query: string, culture: Culture = 'en'): Promise<BookingFormState> => {
    const prepared = await service.prepare({ culture, schoolId: SCHOOL, query: new URLSearchParams(query) });
    if (prepared.kind !== 'form') throw new Error('no form');
    return prepared.form;
  };
  /** The stay form of a page sent with some fields changed: its hidden cart, its fields as drawn, then the changes. */
  const send = (form: BookingFormState, changes: Record<string, string | null>, culture: Culture = 'en') => {
    const cart = form.stay!.cart;
    const fields = new URLSearchParams(serialiseCartQuery(cartToQuery(cart, { schoolId: SCHOOL, culture })));
    fields.set('stay', 'update');
    const drawn: Record<string, string | null> = {
      course: String(cart.course.id),
      weeks: String(cart.course.weeks),
      start: cart.course.courseStart,
      housing: cart.accommodation.empty ? '-1' : String(cart.accommodation.id),
      room: cart.accommodation.room === null ? null : String(cart.accommodation.room),
      meals: cart.accommodation.food === null ? null : String(cart.accommodation.food),
      arrival: cart.accommodation.start,
      departure: cart.accommodation.end,
      transfer: cart.transfer.empty ? '0' : String(cart.transfer.id),
      from: cart.transfer.empty || cart.transfer.from ? 'on' : null,
      to: cart.transfer.empty || cart.transfer.to ? 'on' : null,
    };
    for (const [name, value] of Object.entries({ ...drawn, ...changes })) if (value !== null) fields.set(name, value);
    return service.updateStay({ culture, schoolId: SCHOOL, query: fields });
  };
  const movedTo = async (outcome: Awaited<ReturnType<BookingService['updateStay']>>) => {
    if (outcome.kind !== 'moved') throw new Error(`not moved: ${outcome.kind}`);
    const url = new URL(outcome.location, 'https://linguatrips.test');
    expect(url.pathname).toBe(`/en/buy/deposit/${SCHOOL}/`);
    return url.search.slice(1);
  };
  const housed = (cart: CartState) => ({
    housing: cart.accommodation.empty ? null : cart.accommodation,
    transfer: cart.transfer,
  });

  it('answers with the address of the chosen stay, which the page prices as the pricing endpoint does', async () => {
    const opening = await page('');
    expect(opening.stay!.cart.accommodation.empty).toBe(true);
    // Another length and start, the host family, and the transfer on arrival only.
    const query = await movedTo(
      await send(opening, { weeks: '3', start: '2027-03-08', housing: '1', transfer: '1', from: 'on', to: null }),
    );
    expect(query).toContain('c.weeks=3');
    expect(query).toContain('c.s=2027-03-08');
    // The spec's default room: the one booked together first.
    expect(query).toContain('a.r=12');
    expect(query).toContain('t.id=1&t.t=false&t.f=true');

    const chosen = await page(query);
    expect(chosen.cartErrors).toEqual([]);
    expect(housed(chosen.stay!.cart)).toEqual({
      housing: { id: 1, empty: false, room: 12, food: 1, start: '2027-03-07', end: '2027-03-27' },
      transfer: { id: 1, from: true, to: false, empty: false },
    });
    const answer = (await (
      await api.app.request(`/api/school/calculate/?${query}`)
    ).json()) as ApiEnvelope<CalculationData>;
    if (!answer.success || !answer.data.price) throw new Error('the endpoint gave no price');
    expect(chosen.offer!.quote.total).toBe(answer.data.price.total);
    expect(chosen.offer!.quote.accommodation.amount.originalTotal).toBeGreaterThan(0);
    expect(chosen.offer!.quote.transfer.price).toBeGreaterThan(0);

    // The room and dates of the housing shown, sent from that page.
    const redated = await movedTo(await send(chosen, { room: '11', departure: '2027-04-03' }));
    expect((await page(redated)).stay!.cart.accommodation).toMatchObject({
      room: 11,
      start: '2027-03-07',
      end: '2027-04-03',
    });
  });

  it("names refused fields in the visitor's language and keeps every other choice", async () => {
    const opening = await page('', 'es');
    const outcome = await send(opening, { weeks: 'abc', housing: '1', transfer: '99', start: '2027-02-30' }, 'es');
    if (outcome.kind !== 'invalid') throw new Error(`not refused: ${outcome.kind}`);
    const { stay, offer } = outcome.form;
    expect(stay!.issues.map((issue) => issue.field)).toEqual(['weeks', 'start', 'transfer']);
    const t = createTranslator('es');
    expect(stay!.issues.map((issue) => t(issue.messageKey))).toEqual(
      Array(3).fill('esta opción no se ofrece: elige una de la lista.'),
    );
    // The housing chosen beside them is applied, the course as it was, priced: nothing is lost.
    expect(stay!.cart.accommodation).toMatchObject({ id: 1, empty: false, room: 12 });
    expect(stay!.cart.course).toEqual(opening.stay!.cart.course);
    expect(offer?.quote.accommodation.amount.originalTotal).toBeGreaterThan(0);
    expect(outcome.form.values.token).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a transfer with neither direction, and a room of no housing shown', async () => {
    const withHousing = await page(await movedTo(await send(await page(''), { housing: '1' })));
    const outcome = await send(withHousing, { room: '999', transfer: '1', from: null, to: null });
    if (outcome.kind !== 'invalid') throw new Error(`not refused: ${outcome.kind}`);
    expect(outcome.form.stay!.issues).toEqual([
      { field: 'room', messageKey: 'stayForm.notOffered' },
      { field: 'from', messageKey: 'stayForm.oneDirection' },
    ]);
    // The transfer itself is taken, with both directions as a first choice gives.
    expect(outcome.form.stay!.cart.transfer).toEqual({ id: 1, from: true, to: true, empty: false });
  });

  it("moves to a stay the rules refuse, and the page says why with the cart's own message", async () => {
    // A course in July: the host family is fully booked 4–31 July 2027.
    const query = await movedTo(await send(await page(''), { start: '2027-07-05', housing: '1' }));
    const refused = await page(query);
    expect(refused.offer).toBeNull();
    expect(refused.cartErrors).toEqual(['validationErrors.InvalidAccommodationDates']);
    // The form still shows that stay, so the visitor changes it from there.
    expect(refused.stay!.cart).toMatchObject({
      course: { courseStart: '2027-07-05' },
      accommodation: { id: 1, start: '2027-07-04' },
    });
    expect(await movedTo(await send(refused, { housing: '-1' }))).not.toContain('a.r=');
  });

  it('answers unknownSchool for a school that is not there', async () => {
    expect(
      await service.updateStay({ culture: 'en', schoolId: 999_999, query: new URLSearchParams('stay=update&weeks=2') }),
    ).toEqual({ kind: 'unknownSchool' });
  });
});
