import { createRoot, type Root } from 'react-dom/client';
import type { Culture } from '#domain/culture.ts';
import { translateWithDictionary, type Translate } from '#i18n/translate-with-dictionary.ts';
import { el } from '../dom-element.ts';
import { loadStylesheet } from '../load-stylesheet.ts';
import ReviewForm from './ReviewForm.tsx';
// By address (a file even when small: the policy allows no data: styles), added when the modal
// opens: a CSS import here would be put in the head of every school page by the build and hold
// up its first paint for a form most visitors never open.
import reviewFormStylesheet from './review-form.css?url&no-inline';

/** What the static page hands the form: read from its JSON script, never from the network. */
export interface ReviewFormConfig {
  culture: Culture;
  schoolId: number;
  accommodations: { id: number; name: string }[];
  dictionary: Record<string, string>;
  /** The invitation link's secret, when the visitor came from the mail (the page's ?invitation=). */
  invitation?: string;
}

const roots = new WeakMap<HTMLElement, Root>();

/** The visitor's own calendar day, YYYY-MM-DD: a stay may end today where they are. */
function localToday(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
}

/**
 * The review modal of the launcher `root`, made at its first opening: its title, a close button and
 * the place the form is rendered into. It is not in the static page: it needs this code to work.
 */
function reviewDialog(root: HTMLElement, t: Translate): HTMLDialogElement {
  const made = root.querySelector<HTMLDialogElement>('dialog');
  if (made) return made;
  const close = el(
    'button',
    { type: 'button', className: 'review-dialog-close', 'aria-label': t('reviewForm.close') },
    '×',
  );
  const dialog = el(
    'dialog',
    { className: 'review-dialog', 'aria-labelledby': 'review-dialog-title' },
    el(
      'div',
      { className: 'review-dialog-head' },
      el('h2', { id: 'review-dialog-title' }, t('reviewForm.title')),
      close,
    ),
    el('div', { 'data-review-mount': '' }),
  );
  close.addEventListener('click', () => dialog.close());
  root.append(dialog);
  return dialog;
}

/**
 * Opens the review modal of a school page (loaded on the first click, spec section 2): the
 * countries come from the API first (if they cannot, the modal is not shown and the page says
 * so, spec section 8), then the form is rendered into the dialog. A sent review closes the
 * modal, announces success beside the button, and leaves a fresh form for the next time.
 */
export async function openReviewForm(
  root: HTMLElement,
  config: ReviewFormConfig,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  const status = root.querySelector<HTMLElement>('[data-review-status]');
  if (!status) return;
  const t = translateWithDictionary(config.culture, config.dictionary);
  const dialog = reviewDialog(root, t);
  const mount = dialog.querySelector<HTMLElement>('[data-review-mount]')!;
  status.textContent = '';
  status.removeAttribute('role');
  let countries: { id: string; name: string }[];
  // An unstyled form still works: a stylesheet that fails to load does not keep the modal shut.
  const styled = loadStylesheet(reviewFormStylesheet).catch(() => undefined);
  try {
    const response = await fetcher(`/api/countries/getall/?culture=${config.culture}`);
    const body = (await response.json()) as { success?: boolean; data?: { id: string; name: string }[] };
    if (!response.ok || !body.success || !Array.isArray(body.data)) throw new Error('fetch all countries');
    countries = body.data;
  } catch {
    status.setAttribute('role', 'alert');
    status.textContent = t('reviewForm.countriesError');
    return;
  }
  let reactRoot = roots.get(mount);
  if (!reactRoot) {
    reactRoot = createRoot(mount);
    roots.set(mount, reactRoot);
  }
  const onSent = () => {
    dialog.close();
    status.setAttribute('role', 'status');
    status.textContent = t('reviewForm.sent');
    // The next review starts from an empty form.
    roots.get(mount)?.unmount();
    roots.delete(mount);
  };
  await styled;
  reactRoot.render(
    <ReviewForm
      culture={config.culture}
      schoolId={config.schoolId}
      accommodations={config.accommodations}
      countries={countries}
      dictionary={config.dictionary}
      today={localToday()}
      onSent={onSent}
      invitation={config.invitation}
      fetcher={fetcher}
    />,
  );
  dialog.showModal();
}
