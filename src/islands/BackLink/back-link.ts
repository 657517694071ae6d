/** What the back link reads of the page it is on: document.referrer and location. */
export interface BackLinkPage {
  referrer: string;
  location: { origin: string; pathname: string };
}

/**
 * The school page's mobile back link (spec section 2: 'returns to the previous page', issue 12).
 * Without JavaScript, or when the visitor came from elsewhere or straight in, it leads to the
 * city's schools list. When the page before was one of this site's, it leads there, with its
 * query (a search's filters, a page number), and reads 'Back'. A link to the referrer rather than
 * history.back(): the cart adds a history entry for each change, so 'back' would undo the cart.
 */
export function connectBackLink(
  link: HTMLAnchorElement,
  page: BackLinkPage = { referrer: document.referrer, location: window.location },
): void {
  if (!page.referrer) return;
  let previous: URL;
  try {
    previous = new URL(page.referrer);
  } catch {
    return;
  }
  // Another site, or this very page (a reload, the cart's own address changes): the list it is.
  if (previous.origin !== page.location.origin || previous.pathname === page.location.pathname) return;
  link.href = `${previous.pathname}${previous.search}`;
  const label = link.dataset.backLabel;
  if (label) link.textContent = label;
}
