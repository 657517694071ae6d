/** Joins the site origin and a root-relative path into an absolute URL (for canonical, hreflang, JSON-LD). */
export function absoluteUrl(site: string | URL, path: string): string {
  return new URL(path, site).href;
}

/** The root-relative address of a page in a culture; `rest` is the part after the culture ('' for its home). */
export function culturePath(culture: string, rest: string): string {
  const trimmed = rest.replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed === '' ? `/${culture}/` : `/${culture}/${trimmed}/`;
}
