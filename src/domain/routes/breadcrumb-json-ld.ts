export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** schema.org BreadcrumbList for a trail of pages, as a JSON-LD object. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** JSON for an inline <script type="application/ld+json">: '<' is escaped so text can never close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
