// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewData, ReviewsPageData } from '#domain/catalogue/api-types.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { pickDictionary } from '#i18n/pick-dictionary.ts';
import { cutReviewText } from '#domain/reviews/cut-review-text.ts';
import ReviewsIsland, { ReviewsStatic } from '../ReviewsIsland.tsx';

const dictionary = pickDictionary(getDictionary('en'), ['reviews.', 'stars.label']);

const review = (id: number, fields: Partial<ReviewData> = {}): ReviewData => ({
  id,
  culture: 'en',
  authorName: `Author ${id}`,
  authorCountry: 'Italy',
  authorCity: 'Bologna',
  authorPhotoStoragePath: null,
  meanRating: 4.5,
  creationDate: '2026-06-02',
  start: '2026-05-04',
  approveDate: '2026-06-03',
  text: `Review number ${id}, a good school with friendly teachers.`,
  photos: [],
  verified: null,
  reply: null,
  ...fields,
});

/** The reviews API over `total` reviews: pages by offset and count, as the server answers them. */
function reviewsApi(total: number, calls: string[], rating = 4.2) {
  return (async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url.search);
    const offset = Number(url.searchParams.get('offset'));
    const count = Number(url.searchParams.get('count'));
    const items = Array.from({ length: Math.max(0, Math.min(count, total - offset)) }, (_, i) =>
      review(offset + i + 1),
    );
    return new Response(JSON.stringify({ success: true, data: { items, total, rating } }), { status: 200 });
  }) as typeof fetch;
}

/** An API answering the given first page, as the page was built (nothing changed since). */
const unchanged = (page: ReviewsPageData) =>
  (async () => new Response(JSON.stringify({ success: true, data: page }), { status: 200 })) as typeof fetch;

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));

afterEach(cleanup);

describe('the reviews island', () => {
  it('pages through the reviews ten at a time, saying how many come next, then offers to hide them', async () => {
    const calls: string[] = [];
    const first = Array.from({ length: 10 }, (_, i) => review(i + 1));
    render(
      <ReviewsIsland
        culture="en"
        schoolId={7}
        dictionary={dictionary}
        initial={{ items: first, total: 23, rating: 4.2 }}
        fetcher={reviewsApi(23, calls)}
      />,
    );
    expect(headings()).toHaveLength(10);
    await settle();
    // On load the island reads the live first page.
    expect(calls).toEqual(['?culture=en&schoolid=7&count=10&offset=0']);
    expect(headings()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Hide reviews' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show 10 more reviews' }));
    await settle();
    expect(calls.slice(1)).toEqual(['?culture=en&schoolid=7&count=10&offset=10']);
    expect(headings()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Show 3 more reviews' }));
    await settle();
    expect(headings()).toHaveLength(23);
    expect(headings()[22]).toBe('Author 23, Bologna, Italy');
    fireEvent.click(screen.getByRole('button', { name: 'Hide reviews' }));
    expect(headings()).toHaveLength(3);
    // Everything is loaded: showing more again asks nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Show 10 more reviews' }));
    expect(headings()).toHaveLength(13);
    expect(calls).toHaveLength(3);
  });

  it('cuts a text over 300 characters with read more', () => {
    const long = `${'A long story about the school. '.repeat(12)}The end.`;
    const initial = { items: [review(1, { text: long })], total: 1, rating: 4 };
    render(
      <ReviewsIsland
        culture="en"
        schoolId={7}
        dictionary={dictionary}
        initial={initial}
        fetcher={unchanged(initial)}
      />,
    );
    expect(screen.getByText(cutReviewText(long)!)).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByText(long)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' }).textContent).toBe('★★★★★');
  });

  it('replaces a broken review photo by the placeholder', () => {
    const initial = {
      items: [review(1, { photos: [{ id: 5, storagePath: '/files/missing.jpg' }] })],
      total: 1,
      rating: 4.5,
    };
    render(
      <ReviewsIsland
        culture="en"
        schoolId={7}
        dictionary={dictionary}
        initial={initial}
        fetcher={unchanged(initial)}
      />,
    );
    const photo = screen.getByRole('img', { name: 'Photo by Author 1' }) as HTMLImageElement;
    fireEvent.error(photo);
    expect(photo.getAttribute('src')).toBe('/photos/placeholder.webp');
  });

  it("shows a visitor's stored photos at three densities, each a link to its large size", () => {
    const id = 'AbCdEfGhIjKlMnOpQrSt_-';
    const initial = {
      items: [
        review(1, {
          authorPhotoStoragePath: `/api/review-photos/${id}/avatar-1x.webp`,
          photos: [{ id: 0, storagePath: `/api/review-photos/${id}/thumb-1x.webp` }],
        }),
      ],
      total: 1,
      rating: 4.5,
    };
    const { container } = render(
      <ReviewsIsland
        culture="en"
        schoolId={7}
        dictionary={dictionary}
        initial={initial}
        fetcher={unchanged(initial)}
      />,
    );
    const link = screen.getByRole('link', { name: 'Photo by Author 1' });
    expect(link.getAttribute('href')).toBe(`/api/review-photos/${id}/large.jpg`);
    expect(link.dataset.largeWebp).toBe(`/api/review-photos/${id}/large.webp`);
    const thumb = screen.getByRole('img', { name: 'Photo by Author 1' });
    expect(thumb.getAttribute('srcset')).toContain(`/api/review-photos/${id}/thumb-3x.jpg 3x`);
    expect(thumb.parentElement!.querySelector('source')!.getAttribute('srcset')).toContain(
      `/api/review-photos/${id}/thumb-2x.webp 2x`,
    );
    const avatar = container.querySelector<HTMLImageElement>('img.avatar')!;
    expect(avatar.getAttribute('srcset')).toContain(`/api/review-photos/${id}/avatar-2x.jpg 2x`);
    // A broken photo falls back to the placeholder, its WebP source emptied so it cannot win again.
    fireEvent.error(thumb);
    expect(thumb.getAttribute('src')).toBe('/photos/placeholder.webp');
    expect(thumb.parentElement!.querySelector('source')!.getAttribute('srcset')).toBe('');
  });

  it('says when the next page cannot be had', async () => {
    const failing = (async () => new Response('{}', { status: 500 })) as typeof fetch;
    render(
      <ReviewsIsland
        culture="en"
        schoolId={7}
        dictionary={dictionary}
        initial={{ items: [review(1)], total: 5, rating: 4.5 }}
        fetcher={failing}
      />,
    );
    // The live first page could not be had either: the built one stays, without a word.
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(headings()).toEqual(['Author 1, Bologna, Italy']);
    fireEvent.click(screen.getByRole('button', { name: 'Show 4 more reviews' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('The next reviews could not be loaded. Please try again.');
  });

  it('shows a review approved since the build on load, with the live total and rating', async () => {
    const calls: string[] = [];
    const built = { items: [review(1), review(2)], total: 2, rating: 4.5 };
    render(
      <ReviewsIsland
        culture="en"
        schoolId={7}
        dictionary={dictionary}
        initial={built}
        fetcher={reviewsApi(3, calls, 3.9)}
      />,
    );
    expect(headings()).toEqual(['Author 1, Bologna, Italy', 'Author 2, Bologna, Italy']);
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
    await settle();
    expect(headings()).toEqual(['Author 1, Bologna, Italy', 'Author 2, Bologna, Italy', 'Author 3, Bologna, Italy']);
    expect(screen.getByText('Showing 3 of 3')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 3.9 out of 5' }).textContent).toBe('★★★★☆');
  });

  it("shows the build's reviews as its static children until the live first page replaces them", async () => {
    const calls: string[] = [];
    render(
      <ReviewsIsland
        culture="en"
        schoolId={7}
        dictionary={dictionary}
        initial={{ total: 2, rating: 4.5, shown: 2 }}
        fetcher={reviewsApi(3, calls, 3.9)}
      >
        <ReviewsStatic culture="en" dictionary={dictionary} reviews={[review(1), review(2)]} />
      </ReviewsIsland>,
    );
    expect(headings()).toEqual(['Author 1, Bologna, Italy', 'Author 2, Bologna, Italy']);
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
    await settle();
    expect(headings()).toEqual(['Author 1, Bologna, Italy', 'Author 2, Bologna, Italy', 'Author 3, Bologna, Italy']);
    expect(screen.getByText('Showing 3 of 3')).toBeTruthy();
  });

  it('pages on from its static children when the live first page did not come', async () => {
    const calls: string[] = [];
    const api = reviewsApi(15, calls);
    const firstFails = ((input: string) =>
      calls.length === 0 ? (calls.push('failed'), Promise.reject(new Error('offline'))) : api(input)) as typeof fetch;
    render(
      <ReviewsIsland
        culture="en"
        schoolId={7}
        dictionary={dictionary}
        initial={{ total: 15, rating: 4.2, shown: 10 }}
        fetcher={firstFails}
      >
        <ReviewsStatic
          culture="en"
          dictionary={dictionary}
          reviews={Array.from({ length: 10 }, (_, i) => review(i + 1))}
        />
      </ReviewsIsland>,
    );
    await settle();
    expect(headings()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more reviews' }));
    await settle();
    expect(headings()).toHaveLength(15);
    expect(calls.at(-1)).toContain('offset=0');
  });

  it('goes from no reviews at the build to the first one approved since', async () => {
    render(
      <ReviewsIsland
        culture="en"
        schoolId={7}
        dictionary={dictionary}
        initial={{ items: [], total: 0, rating: 0 }}
        fetcher={reviewsApi(1, [], 5)}
      />,
    );
    expect(screen.getByText('No reviews yet.')).toBeTruthy();
    await settle();
    expect(screen.queryByText('No reviews yet.')).toBeNull();
    expect(headings()).toEqual(['Author 1, Bologna, Italy']);
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeTruthy();
  });

  it('keeps the pages a visitor opened when the live first page arrives late', async () => {
    let answerFirst: (response: Response) => void = () => {};
    const calls: string[] = [];
    const live = reviewsApi(15, calls);
    const slowFirst = ((input: string) =>
      String(input).includes('offset=0')
        ? new Promise<Response>((resolve) => (answerFirst = resolve))
        : live(input)) as typeof fetch;
    render(
      <ReviewsIsland
        culture="en"
        schoolId={7}
        dictionary={dictionary}
        initial={{ items: Array.from({ length: 10 }, (_, i) => review(i + 1)), total: 15, rating: 4.2 }}
        fetcher={slowFirst}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more reviews' }));
    await settle();
    expect(headings()).toHaveLength(15);
    answerFirst(await live('/api/school/reviews/?offset=0&count=10'));
    await settle();
    expect(headings()).toHaveLength(15);
  });

  it('cuts at a word boundary, and leaves short texts whole', () => {
    expect(cutReviewText('short')).toBeNull();
    const cut = cutReviewText('word '.repeat(100))!;
    expect(cut.length).toBeLessThanOrEqual(301);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('the marks of a review', () => {
  const marked = pickDictionary(getDictionary('en'), ['reviews.', 'stars.label', 'stay.weeks']);

  it("says a review is verified with the booked stay, or not verified, the language it is written in, and the school's reply with its date", () => {
    const items = [
      review(1, {
        verified: { start: '2027-03-01', weeks: 2, course: 'General English' },
        reply: { text: 'Thank you, Ana! See you next summer.', date: '2027-03-25' },
      }),
      review(2, { culture: 'ru', text: 'Отличная школа, дружелюбные преподаватели и хорошая семья.' }),
      review(3, { verified: { start: '2027-01-04', weeks: 1, course: null } }),
    ];
    render(
      <ReviewsIsland
        culture="en"
        schoolId={7}
        dictionary={marked}
        initial={{ items, total: 3, rating: 4.5 }}
        fetcher={unchanged({ items, total: 3, rating: 4.5 })}
      />,
    );
    const [first, second, third] = screen.getAllByRole('article');
    expect(first!.textContent).toContain('Verified: booked with us, studied March 2027, 2 weeks, General English');
    expect(first!.textContent).toContain('Reply from the school, 25/03/2027');
    expect(first!.textContent).toContain('Thank you, Ana! See you next summer.');
    expect(first!.textContent).not.toContain('Written in');
    expect(second!.textContent).toContain('Not verified');
    expect(second!.textContent).toContain('Written in Russian');
    expect(second!.querySelector('p[lang="ru"]')?.textContent).toBe(
      'Отличная школа, дружелюбные преподаватели и хорошая семья.',
    );
    expect(third!.textContent).toContain('Verified: booked with us, studied January 2027, 1 week');
    expect(third!.textContent).not.toContain('Not verified');
  });
});
