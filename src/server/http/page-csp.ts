/** What the pages' Content-Security-Policy depends on: the build's settings. */
export interface PageCspSettings {
  /** BASE_ADDRESS: on https, the policy also upgrades any http:// subresource. */
  baseAddress: string;
  /** MAP_TILE_URL: the school map's tiles are images from its host. */
  mapTileUrl: string;
  /** BLOB_STORAGE_URL: the terms files the school pages show, as an image or in a frame. */
  blobStorageUrl: string;
  /** ANALYTICS_GTM_ID: Google Tag Manager's hosts are allowed only when a container is configured. */
  analyticsGtmId?: string | undefined;
  /** CDN_HOST's origin: the pages' scripts, styles, fonts and images come from it too. */
  cdnOrigin?: string | undefined;
}

/** The pages' policy in parts: Astro writes script-src and style-src itself, adding its hashes. */
export interface PageCsp {
  /** Every directive but script-src and style-src. */
  directives: string[];
  scriptSources: string[];
  styleSources: string[];
}

const TAG_MANAGER = 'https://www.googletagmanager.com';
// Where a GA4 tag loaded by the container sends its hits (Google's CSP guide for Tag Manager).
const ANALYTICS_HITS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * A CSP source for the host of an address, or null for an address on this site ('self' covers it).
 * A template's placeholder in the first label ({s}.tile.example.org) becomes CSP's wildcard; one
 * anywhere else in the host cannot be written as a host source, so the scheme alone is allowed.
 */
function hostSource(address: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(address);
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase();
  if (!host.includes('{')) return `${scheme}://${host}`;
  const [first, ...rest] = host.split('.');
  const restHost = rest.join('.');
  if (first!.startsWith('{') && first!.endsWith('}') && rest.length >= 2 && !restHost.includes('{'))
    return `${scheme}://*.${restHost}`;
  return `${scheme}:`;
}

const unique = (sources: (string | null)[]) => [
  ...new Set(sources.filter((source): source is string => source !== null)),
];

/**
 * The pages' Content-Security-Policy (issue 10): scripts only from this site and the inline ones
 * Astro hashes, no plugins, no framing by other sites, forms posted only here; images also from
 * the map's tile host and the terms files' host, assets also from the CDN when CDN_HOST is set,
 * and Tag Manager's hosts only when configured.
 */
export function pageCsp(settings: PageCspSettings): PageCsp {
  const gtm = settings.analyticsGtmId !== undefined;
  const blob = hostSource(settings.blobStorageUrl);
  const cdn = settings.cdnOrigin ?? null;
  const directives = [
    "default-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    `img-src ${unique(["'self'", 'data:', cdn, hostSource(settings.mapTileUrl), blob, ...(gtm ? [TAG_MANAGER, ...ANALYTICS_HITS] : [])]).join(' ')}`,
    `connect-src ${unique(["'self'", ...(gtm ? [TAG_MANAGER, ...ANALYTICS_HITS] : [])]).join(' ')}`,
    `frame-src ${unique(["'self'", blob]).join(' ')}`,
    `font-src ${unique(["'self'", cdn]).join(' ')}`,
    ...(settings.baseAddress.startsWith('https://') ? ['upgrade-insecure-requests'] : []),
  ];
  return {
    directives,
    scriptSources: unique(["'self'", cdn, gtm ? TAG_MANAGER : null]),
    styleSources: unique(["'self'", cdn]),
  };
}
