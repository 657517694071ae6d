import type { Config } from '../config/env.ts';
import { builtPageCsp } from './built-page-csp.ts';
import { pageCsp } from './page-csp.ts';
import { renderPageCsp } from './render-page-csp.ts';
import { securityHeaders, type SecurityHeaders } from './security-headers.ts';

/**
 * The security headers this site sends: the pages' policy from the build in `distDir` (or, with
 * no build, the same policy without hashes, so no inline script runs), the rest from the config.
 */
export function siteSecurityHeaders(distDir: string, config: Pick<Config, 'baseAddress' | 'mapTileUrl' | 'blobStorageUrl' | 'analyticsGtmId'>): SecurityHeaders {
  return securityHeaders({
    baseAddress: config.baseAddress,
    pageCsp: builtPageCsp(distDir) ?? renderPageCsp(pageCsp(config)),
    framedFilesPath: config.blobStorageUrl,
  });
}
