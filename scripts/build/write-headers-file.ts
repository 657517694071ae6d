import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '#server/config/env.ts';
import { builtPageCsp } from '#server/http/built-page-csp.ts';
import { siteSecurityHeaders } from '#server/http/site-security-headers.ts';
import { headersFile } from './headers-file.ts';

/**
 * Writes dist/client/_headers after Astro's build: the security headers of the built site for a
 * CDN. Fails when Astro wrote no Content-Security-Policy (dist/_headers.json), so a build never
 * goes out without one.
 */
export function writeHeadersFile(
  distDir: string,
  config: Pick<Config, 'baseAddress' | 'mapTileUrl' | 'blobStorageUrl' | 'analyticsGtmId'>,
): string {
  if (!builtPageCsp(distDir))
    throw new Error(
      `${join(distDir, '_headers.json')}: Astro wrote no Content-Security-Policy for the pages (security.csp and the adapter's staticHeaders in astro.config.mjs)`,
    );
  const file = join(distDir, 'client', '_headers');
  writeFileSync(file, headersFile(siteSecurityHeaders(distDir, config), config.blobStorageUrl));
  return file;
}
