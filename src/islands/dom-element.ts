/**
 * A new element with these properties (`className`, `type`, `srcset`…) and attributes (`data-…`,
 * `aria-…`, `for`, `role`) and children: what the islands' scripts build in the browser rather
 * than carry in the page.
 */
export const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & Record<string, unknown> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key.startsWith('data-') || key.startsWith('aria-') || key === 'for' || key === 'role')
      node.setAttribute(key, String(value));
    else (node as unknown as Record<string, unknown>)[key] = value;
  }
  node.append(...children);
  return node;
};
