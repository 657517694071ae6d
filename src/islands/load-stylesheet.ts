const loading = new Map<string, Promise<void>>();

/**
 * Adds a stylesheet to the page and resolves once it applies; the same address is added once.
 * For styles that only code loaded later needs (the map's): imported by their address
 * (`?url`), they stay out of the page's head, where they would hold up the first paint.
 */
export function loadStylesheet(href: string, doc: Document = document): Promise<void> {
  // No address, no file to wait for: Vitest leaves a stylesheet's `?url` import empty.
  if (href === '') return Promise.resolve();
  let found = loading.get(href);
  if (!found) {
    found = new Promise<void>((resolve, reject) => {
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener(
        'error',
        () => {
          loading.delete(href);
          link.remove();
          reject(new Error(`stylesheet ${href} did not load`));
        },
        { once: true },
      );
      doc.head.append(link);
    });
    loading.set(href, found);
  }
  return found;
}
