// Astro's i18n routing, as it was configured in astro.config.mjs before the office existed
// (every page under a culture, / redirected to /en/), for every page except the office: the
// office lives at /office/, outside the cultures, where the automatic routing would answer 404.
// Office requests get their access check here, once for every office page, present and future.
import { middleware as i18nMiddleware } from 'astro:i18n';
import { defineMiddleware } from 'astro:middleware';
import { isOfficePath } from './domain/staff/office-page-access.ts';
import { guardOfficeRequest, OFFICE_FORBIDDEN_PAGE } from './server/office/pages/guard-office-request.ts';
import { privateOfficeResponse } from './server/office/pages/private-office-response.ts';

const localeRouting = i18nMiddleware({
  prefixDefaultLocale: true,
  redirectToDefaultLocale: true,
  fallbackType: 'redirect',
});

export const onRequest = defineMiddleware(async (context, next) => {
  // Astro's i18n middleware always answers with the page's response, checked or replaced.
  // The built / is the culture chooser (src/pages/index.astro), not Astro's redirect page, whose
  // meta refresh is invalid HTML; the server answers / itself with a redirect by Accept-Language.
  if (context.isPrerendered && context.url.pathname === '/') return next();
  if (!isOfficePath(context.url.pathname)) return (await localeRouting(context, next)) as Response;
  const staff = context.locals.staff;
  if (!staff)
    return privateOfficeResponse(
      new Response('The office is not available on this server.', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      }),
    );
  const ip = staff.clientIp(context.request.headers.get('x-forwarded-for'), context.clientAddress);
  const guard = await guardOfficeRequest(staff, context.request, context.url, ip);
  if (guard.kind === 'answer') return privateOfficeResponse(guard.response);
  return privateOfficeResponse(await (guard.kind === 'forbidden' ? next(OFFICE_FORBIDDEN_PAGE) : next()));
});
