import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/env.ts';
import { builtPageCsp } from './built-page-csp.ts';
import { pageCsp } from './page-csp.ts';
import { renderPageCsp } from './render-page-csp.ts';
import { securityHeaders, type SecurityHeaders } from './security-headers.ts';

/**
 * The security headers this site sends: the pages' policy from the build in `distDir` (or, with
 * no build, the same policy without hashes, so no inline script runs), the rest from the config.
 */
export function siteSecurityHeaders(
  distDir: string,
  config: Pick<Config, 'baseAddress' | 'mapTileUrl' | 'blobStorageUrl' | 'analyticsGtmId'>,
  warn: (message: string) => void = console.warn,
): SecurityHeaders {
  const built = builtPageCsp(distDir);
  // A build from before the policy was written (or by other means) would have its islands blocked: say so.
  if (!built && existsSync(join(distDir, 'client')))
    warn(
      `${join(distDir, '_headers.json')} is missing: the pages get a policy without the build's hashes, so their inline scripts (the islands) will not run; run npm run build`,
    );
  return securityHeaders({
    baseAddress: config.baseAddress,
    pageCsp: built ?? renderPageCsp(pageCsp(config)),
    framedFilesPath: config.blobStorageUrl,
  });
}
