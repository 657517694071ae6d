/** Lists of courses and housing show this many items until 'show more' (spec sections 4 and 9). */
export const SHOWN_ITEMS = 3;

/**
 * Folds a list ([data-show-more], its items the [data-show-more-item] children) to its first 3
 * items and adds the toggle after it; with 3 or fewer nothing changes. Without JavaScript every
 * item shows. `labels` say 'show all N' and 'show fewer' in the page's language.
 */
export function connectShowMore(list: HTMLElement): void {
  const items = [...list.querySelectorAll<HTMLElement>('[data-show-more-item]')];
  if (items.length <= SHOWN_ITEMS) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button secondary show-more';
  button.setAttribute('aria-controls', list.id);
  const apply = (expanded: boolean) => {
    items.forEach((item, index) => {
      item.hidden = !expanded && index >= SHOWN_ITEMS;
    });
    button.setAttribute('aria-expanded', String(expanded));
    button.textContent = expanded ? (list.dataset.showLess ?? '') : (list.dataset.showMore ?? '');
  };
  button.addEventListener('click', () => {
    const expanded = button.getAttribute('aria-expanded') !== 'true';
    apply(expanded);
    if (!expanded) items[SHOWN_ITEMS - 1]?.scrollIntoView({ block: 'nearest' });
  });
  list.after(button);
  apply(false);
}
