import type { ShortlistStore } from '#stores/shortlist/create-shortlist-store.ts';

/**
 * The shortlist's few static pieces of a page, wired to the store (issue 35): the hearts of
 * school pages (`[data-shortlist-heart]`, a pressed state and a note), and the header's link with
 * its count (`[data-shortlist-link]`). They are rendered hidden, so without JavaScript none shows.
 * Plain DOM, no React: this runs on every page, within the school page's 3 KB budget.
 */
export function wireShortlist(root: Document, store: ShortlistStore): void {
  const hearts = [...root.querySelectorAll<HTMLButtonElement>('button[data-shortlist-heart]')];
  const links = [...root.querySelectorAll<HTMLElement>('[data-shortlist-link]')];
  for (const heart of hearts) {
    const id = Number(heart.dataset.schoolId);
    const note = heart.parentElement?.querySelector<HTMLElement>('[data-shortlist-note]');
    heart.hidden = false;
    heart.addEventListener('click', () => {
      const saved = store.$ids.get().includes(id);
      const done = store.toggle(id);
      if (note)
        note.textContent = (!done ? heart.dataset.full : saved ? heart.dataset.removed : heart.dataset.saved) ?? '';
    });
  }
  for (const link of links) link.hidden = false;
  store.$ids.subscribe((ids) => {
    for (const heart of hearts)
      heart.setAttribute('aria-pressed', String(ids.includes(Number(heart.dataset.schoolId))));
    for (const link of links) {
      const count = link.querySelector('[data-shortlist-count]');
      if (count) count.textContent = String(ids.length);
    }
  });
}
