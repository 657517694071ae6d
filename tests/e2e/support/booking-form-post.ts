import { request } from 'node:http';

// Harbour English Academy (content/schools), id 1: six weeks of General English in summer 2027,
// host family and a transfer, as the school page's cart would send them.
export const SCHOOL = 1;
const STAY = 'c.w=112&c.weeks=6&c.s=2027-06-28&a.r=1&a.f=1&t.id=1';

/** The hidden fields of a page's forms, by name. */
export function hiddenFields(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? '']),
  );
}

/** The hidden fields of a fresh booking form (the stay as CalcParams, and a token). */
export async function freshBookingForm(siteUrl: string, culture = 'en'): Promise<Record<string, string>> {
  const response = await fetch(`${siteUrl}/${culture}/buy/deposit/${SCHOOL}/?${STAY}`);
  if (response.status !== 200) throw new Error(`the deposit page answered ${response.status}`);
  return hiddenFields(await response.text());
}

/** A visitor's contact fields, distinct per number, so every booking can be told apart. */
export function visitorContact(n: number): Record<string, string> {
  return {
    name: `Visitor ${n}`,
    email: `visitor.${n}@example.com`,
    phonePrefix: '+34',
    phone: `612 ${String(100_000 + n).slice(-6, -3)} ${String(n % 1000).padStart(3, '0')}`,
    PrivacyAgreed: 'true',
  };
}

/** Posts the booking form as a browser does; resolves with the status and the Location header. */
export async function postBooking(
  siteUrl: string,
  fields: Record<string, string>,
  culture = 'en',
): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${siteUrl}/${culture}/buy/deposit/${SCHOOL}/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteUrl },
    body: new URLSearchParams(fields),
  });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}

/** Books the stay above in a culture for one visitor (Ana Lima at `email`); resolves with the booking page's path. */
export async function bookStay(siteUrl: string, culture: string, email: string): Promise<string> {
  const booked = await postBooking(
    siteUrl,
    {
      ...(await freshBookingForm(siteUrl, culture)),
      name: 'Ana Lima',
      email,
      phonePrefix: '+44',
      phone: '7700 900123',
      PrivacyAgreed: 'true',
    },
    culture,
  );
  if (booked.status !== 303 || !booked.location) throw new Error(`the booking form answered ${booked.status}`);
  return booked.location;
}

/**
 * Posts the booking form in two halves with a pause between them, so the request is certainly
 * in flight (headers read, body still coming) while the test does something to the server.
 */
export function postBookingSlowly(
  siteUrl: string,
  fields: Record<string, string>,
  pauseMs: number,
): Promise<{ status: number; location: string | null }> {
  const body = Buffer.from(new URLSearchParams(fields).toString());
  const half = Math.floor(body.length / 2);
  return new Promise((done, fail) => {
    const req = request(`${siteUrl}/en/buy/deposit/${SCHOOL}/`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(body.length),
        origin: siteUrl,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, location: res.headers.location ?? null }));
    });
    req.on('error', fail);
    req.flushHeaders();
    req.write(body.subarray(0, half));
    setTimeout(() => req.end(body.subarray(half)), pauseMs);
  });
}
