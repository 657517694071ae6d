// The site's own client directives (astro.config.mjs), so `.astro` files type them. A module
// (the export), so that this augments Astro's types rather than replacing them.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** The cart's hydration (src/islands/Cart/hydrate-cart.ts); the value is the opening cart's query. */
    'client:cart'?: string;
    /** The search island's hydration (src/islands/SearchPanel/hydrate-search.ts). */
    'client:search'?: import('./islands/SearchPanel/hydrate-search.ts').SearchDirectiveValue;
  }
}
