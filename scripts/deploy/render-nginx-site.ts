import { readFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_REVIEW_FORM_BYTES } from '#domain/reviews/review-photo-rules.ts';
import type { SecurityHeaders } from '#server/http/security-headers.ts';
import { nginxHeaderRules } from './nginx-header-rules.ts';

export const NGINX_TEMPLATE = fileURLToPath(new URL('../../deploy/nginx/linguatrips.conf.template', import.meta.url));

export interface NginxSiteOptions {
  /** What `listen` takes: a port, or address:port. */
  listen: string;
  serverName?: string;
  /** The built site's folder (dist/client, or wherever the build's current output is linked): absolute. */
  clientRoot: string;
  /** The Node instances, host:port each. */
  upstreams: string[];
  /** The site's headers, as the instances send them (siteSecurityHeaders of the same build and settings). */
  security: SecurityHeaders;
  /** BLOB_STORAGE_URL: when a path of this site ('/files'), the terms files there get the framing headers. */
  framedFilesPath: string | undefined;
  /** `brotli_static on` (Debian: libnginx-mod-http-brotli-static, loaded in the main context). */
  brotliStatic: boolean;
  /** How many failures take an instance out, and for how long (passive health checks). */
  maxFails?: number;
  failTimeout?: string;
  template?: string;
}

const indent = (text: string, spaces: number) =>
  text
    .split('\n')
    .map((line) => (line ? ' '.repeat(spaces) + line : line))
    .join('\n');

/** The nginx site (deploy/nginx/linguatrips.conf.template with its parts filled in), for an http block's include. */
export function renderNginxSite(options: NginxSiteOptions): string {
  if (!isAbsolute(options.clientRoot))
    throw new Error(`the client root must be an absolute path: ${options.clientRoot}`);
  if (options.upstreams.length === 0) throw new Error('at least one Node instance (host:port) is needed');
  for (const upstream of options.upstreams)
    if (!/^[\w.-]+:\d+$|^\[[\da-f:]+\]:\d+$|^unix:\//i.test(upstream))
      throw new Error(`not an instance address (host:port): ${upstream}`);
  const rules = nginxHeaderRules(options.security, options.framedFilesPath);
  const framedLocation = rules.framedHeaders
    ? indent(
        `# The terms files the school pages show in a frame: framed by this site only.\nlocation ${rules.framedPrefix} {\n    try_files $uri @node;\n${indent(rules.framedHeaders, 4)}\n}\n`,
        4,
      )
    : '';
  const parts: Record<string, string> = {
    upstream_servers: options.upstreams
      .map(
        (upstream) =>
          `    server ${upstream} max_fails=${options.maxFails ?? 1} fail_timeout=${options.failTimeout ?? '10s'};`,
      )
      .join('\n'),
    cache_map: rules.cacheMap,
    listen: options.listen,
    server_name: options.serverName ?? '_',
    client_root: options.clientRoot,
    types: indent(rules.types, 4),
    charset_types: rules.charsetTypes,
    brotli_static: options.brotliStatic
      ? '    brotli_static on;'
      : '    # brotli_static: not loaded (libnginx-mod-http-brotli-static); gzip_static serves the .gz siblings.',
    client_max_body_size: `${Math.ceil(MAX_REVIEW_FORM_BYTES / 1024) + 64}k`,
    page_headers: indent(rules.pageHeaders, 8),
    framed_location: framedLocation,
  };
  const template = options.template ?? readFileSync(NGINX_TEMPLATE, 'utf8');
  const used = new Set<string>();
  const rendered = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = parts[name];
    if (value === undefined) throw new Error(`${NGINX_TEMPLATE}: no value for {{${name}}}`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(parts).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`${NGINX_TEMPLATE}: the template lacks {{${unused.join('}}, {{')}}}`);
  return rendered;
}
