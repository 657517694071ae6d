// `npm run bench:office`: the office's booking list at 100,000 bookings (issue 9: "search,
// filters, sorting and paging that stay fast at 100,000 rows"). One real booking is placed through
// the booking service, then copied in SQL into N bookings with varied names, addresses, schools'
// states and dates; each list query of the office is then timed (in process, through the office
// service: the database's cost and ours, not HTTP's). PostgreSQL when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server (a database of its own is created and dropped), else PGlite.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { DEFAULT_BOOKING_LIST_QUERY, type BookingListQuery } from '../src/domain/office/booking-list-query.ts';
import { loadConfig } from '../src/server/config/env.ts';
import { createBookingService } from '../src/server/bookings/booking-service.ts';
import { startApi } from '../src/server/start-server.ts';
import { databaseUrlOf, onPostgresServer } from '../tests/api/support/postgres-server.ts';
import { benchBookingForm } from './bench/bench-booking-form.ts';
import { recordBenchmark } from './bench/benchmarks-doc.ts';

const benchmark = recordBenchmark(
  'bench:office',
  'none: the office list queries at 100,000 bookings, in process (database and service, not HTTP).',
);

const { values } = parseArgs({
  options: {
    bookings: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '15' },
    explain: { type: 'boolean', default: false },
  },
});
const count = Number(values.bookings);
const runs = Number(values.runs);
if (!Number.isInteger(count) || count < 1000 || count > 1_000_000)
  throw new Error('--bookings must be a whole number from 1000 to 1000000');
if (!Number.isInteger(runs) || runs < 3 || runs > 200) throw new Error('--runs must be a whole number from 3 to 200');

const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
// A database of the bench's own on that server, made afresh (a leftover of a killed run is dropped first).
const BENCH_DB_NAME = 'linguatrips_bench_office';
if (server) {
  await onPostgresServer(server, `drop database if exists ${BENCH_DB_NAME} with (force)`);
  await onPostgresServer(server, `create database ${BENCH_DB_NAME}`);
}
const databaseUrl = server ? databaseUrlOf(server, BENCH_DB_NAME) : undefined;
const config = loadConfig({ ENVIRONMENT_NAME: 'test', RATE_LIMITS: 'off' });
const api = await startApi({ databaseUrl, dataDir: 'memory://', config });
const started = performance.now();
try {
  const service = createBookingService({
    db: api.db,
    clock: () => new Date(),
    config,
    mails: { enqueue: async () => [] },
  });
  const placed = await service.place({ culture: 'en', schoolId: 1, form: benchBookingForm(randomUUID()) });
  if (placed.kind !== 'booked') throw new Error(`the template booking was not placed: ${placed.kind}`);
  // Copies of the template: names and addresses from small lists, so a search finds a realistic
  // share; six schools; states in a realistic mix; booked over two years, starting up to a year later.
  await api.db.execute(sql`
    insert into bookings (public_id, token, school_id, culture, name, email, phone, marketing_agreed, calc_params, cart_query, quote, summary,
      currency, total, deposit, balance, balance_date, course_start, created_at, status, status_changed_at, cancelled_at, cancellation_reason, cancellation_note)
    select md5('p' || g), md5('t' || g), t.school_id + (g % 6), t.culture,
      (array['Ana','Jonas','Olga','Lucía','Mehmet','Wei','Chloé','João','Emma','Noah'])[1 + g % 10] || ' ' || (array['Lima','Weber','Smirnova','Gómez','Yılmaz','Zhang','Martin','Silva','Brown','Müller','Novak','Rossi'])[1 + (g / 10) % 12],
      'visitor' || g || '@example.' || (array['com','de','ru','es'])[1 + g % 4], t.phone, g % 3 = 0, t.calc_params, t.cart_query, t.quote, t.summary,
      t.currency, t.total + (g % 500) * 100, t.deposit, t.balance + (g % 500) * 100, t.balance_date,
      (date '2026-01-05' + ((g % 104) * 7))::date, now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute',
      s.status, case when s.status <> 'new' then now() end, case when s.status = 'cancelled' then now() end,
      case when s.status = 'cancelled' then 'staff' end, case when s.status = 'cancelled' then 'Bench data' end
    from generate_series(1, ${count - 1}) g
    cross join (select * from bookings limit 1) t
    cross join lateral (select (array['new','confirmed','confirmed','deposit-paid','deposit-paid','completed','completed','completed','cancelled','new'])[1 + g % 10] as status) s`);
  // As autovacuum leaves a table that has settled: statistics, and a visibility map for index-only scans.
  await api.db.execute(sql`vacuum analyze bookings`);
  const loaded = ((performance.now() - started) / 1000).toFixed(1);

  const q = (change: Partial<BookingListQuery>): BookingListQuery => ({ ...DEFAULT_BOOKING_LIST_QUERY, ...change });
  const cases: [string, BookingListQuery][] = [
    ['first page, newest first', q({})],
    ['reference LT-077777', q({ q: 'LT-077777' })],
    ['name part "weber"', q({ q: 'weber' })],
    ['address start "visitor4242"', q({ q: 'visitor4242' })],
    ['status new + confirmed', q({ status: ['new', 'confirmed'] })],
    ['one school, starts in a quarter', q({ school: 2, startFrom: '2026-04-01', startTo: '2026-06-30' })],
    ['booked in one month, by total', q({ bookedFrom: '2026-05-01', bookedTo: '2026-05-31', sort: 'total' })],
    ['sorted by name', q({ sort: 'name' })],
    ['page 1000 of 2000 (offset 49,950)', q({ page: 1000 })],
  ];
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  console.log(
    `office booking list, ${count.toLocaleString('en-GB')} bookings on ${api.kind} (loaded in ${loaded} s); median of ${runs} runs, load average ${loadavg()[0]!.toFixed(1)}:`,
  );
  for (const [label, query] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      total = (await api.office.bookings.list(query)).total;
      times.push(performance.now() - start);
    }
    console.log(
      `  ${label.padEnd(36)} ${median(times).toFixed(1).padStart(7)} ms  (${total.toLocaleString('en-GB')} match)`,
    );
  }
  const exportStart = performance.now();
  let rows = 0;
  for await (const batch of api.office.bookings.each(q({ status: ['completed'] }))) rows += batch.length;
  console.log(
    `  CSV rows of every completed booking     ${(performance.now() - exportStart).toFixed(0).padStart(7)} ms  (${rows.toLocaleString('en-GB')} rows)`,
  );
  benchmark.measured();
} finally {
  await api.close();
  if (server && !process.env.BENCH_KEEP)
    await onPostgresServer(server, `drop database if exists ${BENCH_DB_NAME} with (force)`);
}
