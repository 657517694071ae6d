import { isApiPath } from './is-api-path.ts';

/** Header name → value, as written on a response. */
export type HeaderSet = Readonly<Record<string, string>>;

export interface SecurityHeaderSettings {
  /** BASE_ADDRESS: on https, browsers are told to use nothing else (HSTS). */
  baseAddress: string;
  /** The pages' Content-Security-Policy as the build wrote it, with Astro's hashes of the inline scripts and styles. */
  pageCsp: string;
  /** Where this site serves the terms files its school pages show in a frame ('/files'), when on this site. */
  framedFilesPath?: string | undefined;
}

export interface SecurityHeaders {
  /** Pages, static files, redirects and error answers. */
  readonly page: HeaderSet;
  /** The terms files, which the site's own pages frame; no one else may. */
  readonly framedFiles: HeaderSet;
  /** JSON answers, which load nothing and are never a page to frame. */
  readonly api: HeaderSet;
  /** The set for a request path (no query). */
  forPath(path: string): HeaderSet;
}

// Turned off: what the site never asks for. A feature Chromium does not know would be logged as
// an error on every page, so only features it recognises are listed.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const FRAMED_FILES_CSP = "frame-ancestors 'self'";

/**
 * The security headers of every response (issue 10), decided once for the server and for the
 * `_headers` file the build writes for CDNs: a strict CSP, no framing by other sites, no MIME
 * sniffing, the origin only as referrer to other sites, unused browser features off, and HSTS
 * when the site is on https. A page may tighten its own (the booking page sends no referrer).
 */
export function securityHeaders({ baseAddress, pageCsp, framedFilesPath }: SecurityHeaderSettings): SecurityHeaders {
  const common: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  // A year, as preload lists ask; subdomains too, since nothing of the site is served over http.
  if (baseAddress.startsWith('https://')) common['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  const page = Object.freeze({ 'Content-Security-Policy': pageCsp, 'X-Frame-Options': 'DENY', ...common });
  const framedFiles = Object.freeze({
    'Content-Security-Policy': FRAMED_FILES_CSP,
    'X-Frame-Options': 'SAMEORIGIN',
    ...common,
  });
  const api = Object.freeze({ 'Content-Security-Policy': API_CSP, 'X-Frame-Options': 'DENY', ...common });
  const framedPrefix =
    framedFilesPath?.startsWith('/') && framedFilesPath !== '/' ? `${framedFilesPath.replace(/\/+$/, '')}/` : undefined;
  return {
    page,
    framedFiles,
    api,
    forPath(path) {
      if (isApiPath(path)) return api;
      if (framedPrefix && path.startsWith(framedPrefix)) return framedFiles;
      return page;
    },
  };
}
