/** The school page's budgets (issue 4), in bytes and milliseconds. */
export const PAGE_BUDGETS = {
  /** JavaScript before any interaction, gzip (the map and the gallery load later). */
  jsGzip: 120 * 1024,
  /** The page's HTML, gzip. */
  htmlGzip: 50 * 1024,
  /** A cart change answered: the request and the render, on localhost. */
  cartChangeMs: 100,
} as const;
