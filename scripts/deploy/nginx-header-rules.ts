import {
  CACHE_RULES,
  OTHER_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
  cacheControlFor,
} from '#server/http/cache-control-for.ts';
import { CONTENT_TYPES } from '#server/http/content-types.ts';
import type { HeaderSet, SecurityHeaders } from '#server/http/security-headers.ts';

/** The nginx text of the headers the Node server gives its static files, from the modules it uses. */
export interface NginxHeaderRules {
  /** A `map $uri $linguatrips_cache_control { … }` block (http context): cacheControlFor as regexes, in its order. */
  cacheMap: string;
  /** `add_header … always;` lines of the pages' security headers and the cache header, for a location. */
  pageHeaders: string;
  /** The same for the terms files the school pages frame (under framedFilesPath), or undefined when they are elsewhere. */
  framedHeaders: string | undefined;
  /** The framed files' location prefix ('/files/'), when on this site. */
  framedPrefix: string | undefined;
  /** A `types { … }` block: cacheControlFor's sibling, contentTypeFor, without the charset (the `charset` directive adds it). */
  types: string;
  /** The types Node sends with `; charset=utf-8`, for `charset_types`. */
  charsetTypes: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A double-quoted nginx string. nginx has no escape for `$` (it would start a variable), so a value with one is refused. */
export function nginxString(value: string): string {
  if (value.includes('$')) throw new Error(`nginx cannot send a header value with "$" in it as written: ${value}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The order in which cacheControlFor decides, as [regex, value] pairs: nginx's map tries regexes
 * in the order they are written and takes the first match, as the function's `if`s and `find` do.
 */
export function cacheControlRegexes(): [string, string][] {
  const first: [string, string][] = [
    ['^/_astro/', cacheControlFor('/_astro/x.js')],
    ['(\\.html|/)$', PAGE_CACHE_CONTROL],
  ];
  const rules = CACHE_RULES.map(({ prefix, cacheControl }): [string, string] => [
    `^${escapeRegex(prefix)}`,
    cacheControl,
  ]);
  return [...first, ...rules.filter(([regex]) => !first.some(([earlier]) => earlier === regex))];
}

const addHeaders = (headers: HeaderSet) =>
  Object.entries(headers).map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`);

/**
 * What deploy/nginx/linguatrips.conf.template needs to answer a static file with the headers the
 * Node server sends (src/server/http/static-files.ts and security-headers.ts): written from the
 * same modules, so the two cannot drift; tests/e2e/nginx-deployment.http.spec.ts compares their
 * answers. `add_header` in a location replaces every inherited one, so each location gets the full set.
 */
export function nginxHeaderRules(security: SecurityHeaders, framedFilesPath: string | undefined): NginxHeaderRules {
  const cacheMap = [
    'map $uri $linguatrips_cache_control {',
    `    default ${nginxString(OTHER_CACHE_CONTROL)};`,
    ...cacheControlRegexes().map(([regex, value]) => `    ~${regex} ${nginxString(value)};`),
    '}',
  ].join('\n');
  const cache = 'add_header Cache-Control $linguatrips_cache_control always;';
  const framedPrefix =
    framedFilesPath?.startsWith('/') && framedFilesPath !== '/' ? `${framedFilesPath.replace(/\/+$/, '')}/` : undefined;
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(CONTENT_TYPES)) {
    const bare = type.split(';')[0]!.trim();
    byType.set(bare, [...(byType.get(bare) ?? []), extension.slice(1)]);
  }
  const charsetTypes = [
    ...new Set(
      Object.values(CONTENT_TYPES)
        .filter((type) => /;\s*charset=utf-8/i.test(type))
        .map((type) => type.split(';')[0]!.trim()),
    ),
  ];
  return {
    cacheMap,
    pageHeaders: [...addHeaders(security.page), cache].join('\n'),
    framedHeaders: framedPrefix ? [...addHeaders(security.framedFiles), cache].join('\n') : undefined,
    framedPrefix,
    types: ['types {', ...[...byType].map(([type, extensions]) => `    ${type} ${extensions.join(' ')};`), '}'].join(
      '\n',
    ),
    charsetTypes: charsetTypes.join(' '),
  };
}
