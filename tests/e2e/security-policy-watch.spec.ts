// The watch the browser journeys run under (support/test.ts) must see what a broken policy does,
// or a journey passing under it would prove nothing: pages served here from a made-up origin.
import { expect, test } from '@playwright/test';
import { watchSecurityPolicy } from './support/watch-security-policy.ts';

const ORIGIN = 'https://watch.test';
const STRICT = "default-src 'self'; script-src 'self'; style-src 'self'; frame-ancestors 'none'";

test.beforeEach(async ({ context }) => {
  await context.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    const page = (body: string, headers: Record<string, string>) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>watch</title>${body}`, headers });
    if (path === '/clean/') return page('<p>Nothing inline.</p>', { 'content-security-policy': STRICT });
    if (path === '/inline-script/')
      return page('<script>document.title = "ran"</script>', { 'content-security-policy': STRICT });
    if (path === '/inline-style/')
      return page('<p style="color: red">styled</p>', { 'content-security-policy': STRICT });
    if (path === '/no-policy/') return page('<p>No policy.</p>', {});
    if (path === '/frames-a-denied-page/')
      return page(`<iframe src="${ORIGIN}/denied/" title="denied"></iframe>`, {
        'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
      });
    if (path === '/denied/')
      return page('<p>Not to be framed.</p>', { 'content-security-policy': STRICT, 'x-frame-options': 'DENY' });
    return route.fulfill({ status: 404, body: '' });
  });
});

test('sees nothing on a page that keeps to its policy', async ({ page, context }) => {
  const problems = await watchSecurityPolicy(context);
  await page.goto(`${ORIGIN}/clean/`);
  expect(problems()).toEqual([]);
});

test('sees an inline script and an inline style the policy blocked', async ({ page, context }) => {
  const problems = await watchSecurityPolicy(context);
  await page.goto(`${ORIGIN}/inline-script/`);
  await expect(page).toHaveTitle('watch');
  await page.goto(`${ORIGIN}/inline-style/`);
  await expect
    .poll(() => problems().join('\n'))
    .toMatch(/script-src-elem blocked inline on https:\/\/watch\.test\/inline-script\//);
  await expect
    .poll(() => problems().join('\n'))
    .toMatch(/style-src-attr blocked inline on https:\/\/watch\.test\/inline-style\//);
});

test('sees a document that came without a policy', async ({ page, context }) => {
  const problems = await watchSecurityPolicy(context);
  await page.goto(`${ORIGIN}/no-policy/`);
  expect(problems()).toEqual([`no Content-Security-Policy on 200 ${ORIGIN}/no-policy/`]);
});

test('sees a frame the framed page refused', async ({ page, context }) => {
  const problems = await watchSecurityPolicy(context);
  await page.goto(`${ORIGIN}/frames-a-denied-page/`);
  await expect.poll(() => problems().join('\n')).toMatch(/frame-ancestors|X-Frame-Options/);
});
