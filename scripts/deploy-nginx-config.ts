// `npm run deploy:nginx-config -- --upstream 127.0.0.1:4321 --upstream 127.0.0.1:4322 [--listen 80]
// [--server-name www.example.com] [--dist dist] [--client-root <dist>/client] [--brotli auto|on|off]
// [--out /etc/nginx/conf.d/linguatrips.conf]`: writes the nginx site of deploy/nginx/ for this
// build and these settings (the same environment as the instances': BASE_ADDRESS, MAP_TILE_URL,
// BLOB_STORAGE_URL, ANALYTICS_GTM_ID decide the headers). Run it after every build, then
// `nginx -t && systemctl reload nginx` (deploy/systemd/linguatrips-build.service does).
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config/env.ts';
import { siteSecurityHeaders } from '../src/server/http/site-security-headers.ts';
import { builtPageCsp } from '../src/server/http/built-page-csp.ts';
import { BROTLI_STATIC_MODULE } from './deploy/brotli-static-module.ts';
import { renderNginxSite } from './deploy/render-nginx-site.ts';

const { values } = parseArgs({
  options: {
    upstream: { type: 'string', multiple: true, default: [] },
    listen: { type: 'string', default: '80' },
    'server-name': { type: 'string', default: '_' },
    dist: { type: 'string', default: 'dist' },
    'client-root': { type: 'string' },
    brotli: { type: 'string', default: 'auto' },
    out: { type: 'string' },
  },
});
if (!['auto', 'on', 'off'].includes(values.brotli)) throw new Error('--brotli is auto, on or off');
const distDir = resolve(values.dist);
// The path as given (not resolved through links): when dist is a link to the current build, nginx
// follows the link at each request and serves a new build as soon as it is switched.
const clientRoot = resolve(values['client-root'] ?? resolve(values.dist, 'client'));
if (!builtPageCsp(distDir)) {
  console.error(
    `${distDir}/_headers.json is missing: run npm run build first (the pages' Content-Security-Policy comes from the build)`,
  );
  process.exit(1);
}
const config = loadConfig();
const site = renderNginxSite({
  listen: values.listen,
  serverName: values['server-name'],
  clientRoot,
  upstreams: values.upstream,
  security: siteSecurityHeaders(distDir, config),
  framedFilesPath: config.blobStorageUrl,
  brotliStatic: values.brotli === 'on' || (values.brotli === 'auto' && existsSync(BROTLI_STATIC_MODULE)),
});
if (values.out) {
  writeFileSync(values.out, site);
  console.log(`wrote ${values.out} (${values.upstream.length} instance(s), site at ${clientRoot})`);
} else {
  process.stdout.write(site);
}
