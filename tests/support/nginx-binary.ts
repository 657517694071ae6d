import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BROTLI_STATIC_MODULE } from '../../scripts/deploy/brotli-static-module.ts';

function findNginx(env: NodeJS.ProcessEnv): string | undefined {
  if (env.NGINX_BIN) return existsSync(env.NGINX_BIN) ? env.NGINX_BIN : undefined;
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'])
    if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The nginx the deployment test runs (NGINX_BIN, else Debian's /usr/sbin/nginx or the PATH's).
 * Under CI=true a missing nginx, or a missing brotli_static module, fails the run as a missing
 * database does (required-services.ts): .ci/run installs both from Debian's packages.
 */
export function nginxBinary(env: NodeJS.ProcessEnv = process.env): {
  nginx: string | undefined;
  brotliModule: string | undefined;
} {
  const nginx = findNginx(env);
  const brotliModule = existsSync(BROTLI_STATIC_MODULE) ? BROTLI_STATIC_MODULE : undefined;
  if (env.CI === 'true') {
    if (!nginx)
      throw new Error(
        "CI=true but no nginx was found (NGINX_BIN, /usr/sbin/nginx, PATH): .ci/run installs Debian's nginx, so the deployment test cannot run",
      );
    if (!brotliModule)
      throw new Error(
        `CI=true but ${BROTLI_STATIC_MODULE} is missing: .ci/run installs libnginx-mod-http-brotli-static with nginx`,
      );
  }
  return { nginx, brotliModule };
}
