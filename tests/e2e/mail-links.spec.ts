// The pages of the mailed links in real Chromium (issue 10, points 5 and 7): a person follows the
// link from the mail, reads what it will do, presses the one button, and reads what was done.
// axe on every step; desktop and 360 px.
import { expect, test } from './support/test.ts';
import type { ReceivedMail } from '../support/read-mail.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import type { TestSite } from './support/start-site.ts';
import { hiddenFields } from './support/booking-form-post.ts';

let site: TestSite;
test.beforeAll(({ site: shared }) => {
  site = shared;
});

const mailTo = async (address: string) => {
  await expect.poll(() => site.inbox.mails.some((mail) => mail.to.includes(address)), { timeout: 15_000 }).toBe(true);
  return site.inbox.mails.find((mail) => mail.to.includes(address))!;
};
const linkPath = (mail: ReceivedMail, pattern: RegExp) => new URL(pattern.exec(mail.text)![0]).pathname;

test('confirming a newsletter subscription from its mail, then leaving it', async ({ page }, info) => {
  const email = `reader-${info.project.name}-${Date.now()}@example.com`;
  const answer = await fetch(
    `${site.url}/api/services/subscribetonewsletter/?${new URLSearchParams({ email, culture: 'es' })}`,
    { method: 'POST', headers: { origin: site.url } },
  );
  expect(answer.status).toBe(200);
  const mail = await mailTo(email);

  await page.goto(`${site.url}${linkPath(mail, /https?:\/\/\S+\/es\/newsletter\/confirm\/\S+\//)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu suscripción' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sí, suscribirme' }).click();
  await expect(page.getByRole('status')).toHaveText(/¡Gracias! Tu suscripción está confirmada\./);
  await expectAccessible(page);

  await page.goto(`${site.url}${linkPath(mail, /https?:\/\/\S+\/es\/newsletter\/unsubscribe\/\S+\//)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Darse de baja del boletín' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /Te has dado de baja: r\*\*\*@example\.com ya no recibirá nuestros boletines\./,
  );
  await expectAccessible(page);
});

test("cancelling a booking request made with someone else's address", async ({ page }, info) => {
  const email = `stranger-${info.project.name}-${Date.now()}@example.com`;
  const form = await (
    await fetch(`${site.url}/pt/buy/deposit/1/?c.w=112&c.weeks=6&c.s=2027-06-28&a.r=1&a.f=1&t.id=1`)
  ).text();
  const booked = await fetch(`${site.url}/pt/buy/deposit/1/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
    body: new URLSearchParams({
      ...hiddenFields(form),
      name: 'Alguém',
      email,
      phonePrefix: '+351',
      phone: '912 345 678',
      PrivacyAgreed: 'true',
    }),
  });
  expect(booked.status).toBe(303);
  const mail = await mailTo(email);
  expect(mail.text).toMatch(/^Não fui eu: https?:\/\/\S+\/pt\/booking\/not-me\/\S+\/$/m);

  await page.goto(`${site.url}${linkPath(mail, /https?:\/\/\S+\/pt\/booking\/not-me\/\S+\//)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Não é a sua reserva?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Não fui eu: cancelar o pedido' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /O pedido de reserva LT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4} foi cancelado e a nossa equipe já foi avisada\./,
  );
  await expectAccessible(page);

  await page.goto(`${site.url}${booked.headers.get('location')}`);
  await expect(page.getByRole('status')).toHaveText(/Este pedido de reserva foi cancelado em \d{2}\/\d{2}\/\d{4}/);
  await expectAccessible(page);
});
