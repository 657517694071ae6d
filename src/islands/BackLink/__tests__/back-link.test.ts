// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { connectBackLink } from '../back-link.ts';

const SCHOOL = '/en/english/malta/sliema/seafront_language_centre_sliema/';
const link = () => {
  document.body.innerHTML = `<a class="mobile-back" href="/en/english/malta/sliema/" data-back-label="Back">Back to the schools list</a>`;
  return document.querySelector<HTMLAnchorElement>('a')!;
};
const page = (referrer: string) => ({
  referrer,
  location: { origin: 'https://linguatrips.example', pathname: SCHOOL },
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the mobile back link', () => {
  it('leads back to the page of this site the visitor came from, with its query', () => {
    const back = link();
    connectBackLink(back, page('https://linguatrips.example/en/english/page/2/?weeks=4&accommodation=false'));
    expect([back.getAttribute('href'), back.textContent]).toEqual([
      '/en/english/page/2/?weeks=4&accommodation=false',
      'Back',
    ]);
  });

  it("keeps the city's schools list for a visitor from elsewhere, straight in, or reloading", () => {
    for (const referrer of [
      '',
      'https://www.google.com/',
      'not a url',
      `https://linguatrips.example${SCHOOL}?c.weeks=2`,
    ]) {
      const back = link();
      connectBackLink(back, page(referrer));
      expect([back.getAttribute('href'), back.textContent]).toEqual([
        '/en/english/malta/sliema/',
        'Back to the schools list',
      ]);
    }
  });
});
