/** The page's lightbox texts (PageGalleries.astro) as the gallery scripts read them, for tests. */
export const LIGHTBOX_TEXTS_MARKUP = `
    <template data-lightbox data-close="Close" data-previous="Previous" data-next="Next"
      data-thumb-label="Photo {{n}} of {{total}}"></template>`;
