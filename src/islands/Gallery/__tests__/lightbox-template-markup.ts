/** The page's lightbox template (LightboxTemplate.astro) as the gallery scripts read it, for tests. */
export const LIGHTBOX_TEMPLATE_MARKUP = `
    <template data-lightbox-template>
      <dialog data-thumb-label="Photo {{n}} of {{total}}">
        <p data-gallery-counter></p>
        <button type="button" data-gallery-close aria-label="Close">×</button>
        <div data-gallery-stage>
          <button type="button" data-gallery-prev aria-label="Previous">‹</button>
          <picture><source type="image/webp" data-gallery-webp /><img data-gallery-photo alt="" /></picture>
          <button type="button" data-gallery-next aria-label="Next">›</button>
        </div>
        <ul data-gallery-thumbs></ul>
      </dialog>
    </template>`;
