// Every page's response passes sharedTextOut (below), then Astro's i18n routing, as it was
// configured in astro.config.mjs before the office existed (every page under a culture, /
// redirected to /en/), for every page except the office: the
// office lives at /office/, outside the cultures, where the automatic routing would answer 404.
// Office requests get their access check here, once for every office page, present and future.
import { middleware as i18nMiddleware } from 'astro:i18n';
import { defineMiddleware, sequence } from 'astro:middleware';
import { keepBuiltAssetFile } from './build/built-asset-files.ts';
import { externaliseFontFaces } from './build/externalise-font-faces.ts';
import { externaliseIslandScripts } from './build/externalise-island-scripts.ts';
import { isOfficePath } from './domain/staff/office-page-access.ts';
import { guardOfficeRequest, OFFICE_FORBIDDEN_PAGE } from './server/office/pages/guard-office-request.ts';
import { privateOfficeResponse } from './server/office/pages/private-office-response.ts';

const localeRouting = i18nMiddleware({
  prefixDefaultLocale: true,
  redirectToDefaultLocale: true,
  fallbackType: 'redirect',
});

// The built pages link the typeface's @font-face rules and Astro's island scripts as cached files
// instead of carrying them inline (src/build/externalise-font-faces.ts, externalise-island-scripts.ts).
// Pages drawn on demand keep them inline: their build may not have written the files.
const assetsBase = (prefix: string | Record<string, string> | undefined, kind: 'js' | 'css'): string =>
  (typeof prefix === 'string' ? prefix : (prefix?.[kind] ?? prefix?.fallback ?? '')).replace(/\/$/, '');

const sharedTextOut = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!context.isPrerendered || import.meta.env.DEV || !response.headers.get('content-type')?.startsWith('text/html'))
    return response;
  const fonts = externaliseFontFaces(await response.text(), assetsBase(import.meta.env.ASSETS_PREFIX, 'css'));
  if (fonts.file) keepBuiltAssetFile(fonts.file);
  const islands = externaliseIslandScripts(fonts.html, assetsBase(import.meta.env.ASSETS_PREFIX, 'js'));
  if (islands.file) keepBuiltAssetFile(islands.file);
  return new Response(islands.html, response);
});

const routed = defineMiddleware(async (context, next) => {
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

export const onRequest = sequence(sharedTextOut, routed);
