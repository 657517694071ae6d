// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewData } from '#domain/catalogue/api-types.ts';
import { REVIEW_FORM_FIELDS as F } from '#domain/reviews/review-form-fields.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { pickDictionary } from '#i18n/pick-dictionary.ts';
import ReviewsIsland from '#islands/Reviews/ReviewsIsland.tsx';
import ReviewForm from '../ReviewForm.tsx';

afterEach(cleanup);

const dictionary = pickDictionary(getDictionary('en'), ['reviewForm.', 'bookingModal.NameIsRequired']);
const countries = [
  { id: 'DE', name: 'Germany' },
  { id: 'ES', name: 'Spain' },
];

function renderForm(answer: () => Promise<Response>, sent: { count: number }, bodies: FormData[]) {
  const fetcher = (async (_input: string | URL | Request, init?: RequestInit) => {
    bodies.push(init?.body as FormData);
    return answer();
  }) as typeof fetch;
  return render(
    <ReviewForm
      culture="en"
      schoolId={103}
      accommodations={[{ id: 1, name: 'Host family' }]}
      countries={countries}
      dictionary={dictionary}
      today="2026-11-22"
      onSent={() => (sent.count += 1)}
      fetcher={fetcher}
    />,
  );
}

function fillIn() {
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Lena' } });
  fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'DE' } });
  fireEvent.change(screen.getByLabelText('Studied from'), { target: { value: '2026-07-06' } });
  fireEvent.change(screen.getByLabelText('Studied until'), { target: { value: '2026-07-24' } });
  fireEvent.change(screen.getByLabelText('Where did you stay?'), { target: { value: '1' } });
  fireEvent.change(screen.getByLabelText('Your review'), {
    target: { value: 'Three weeks in Madrid with a small class and patient teachers.' },
  });
}

describe('the review form', () => {
  it('has every field of the spec, stars at 5, and the not-applicable toggles hide their stars', () => {
    renderForm(async () => Response.json({ status: 'ok' }), { count: 0 }, []);
    for (const label of ['School', 'Course', 'Accommodation', 'Spare time'])
      expect((screen.getByLabelText(label) as HTMLSelectElement).value).toBe('5');
    for (const label of [
      'Your name',
      'Country',
      'City',
      'Studied from',
      'Studied until',
      'Your level before',
      'Your level after',
      'Where did you stay?',
      'Your review',
      'Your photo (optional)',
      'Photos of your stay (optional, up to 6)',
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    fireEvent.click(screen.getByLabelText('No accommodation to rate'));
    expect(screen.queryByLabelText('Accommodation')).toBeNull();
    fireEvent.click(screen.getByLabelText('No spare-time activities to rate'));
    expect(screen.queryByLabelText('Spare time')).toBeNull();
    fireEvent.click(screen.getByLabelText('No spare-time activities to rate'));
    expect(screen.getByLabelText('Spare time')).toBeTruthy();
  });

  it('sends nothing while the browser finds a field invalid', async () => {
    const bodies: FormData[] = [];
    renderForm(async () => Response.json({ status: 'ok' }), { count: 0 }, bodies);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    });
    expect(bodies).toHaveLength(0);
  });

  it('sends the spec’s fields, clears the busy state and reports success', async () => {
    const bodies: FormData[] = [];
    const sent = { count: 0 };
    renderForm(async () => Response.json({ status: 'ok' }), sent, bodies);
    fillIn();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    });
    expect(sent.count).toBe(1);
    const body = bodies[0]!;
    expect(
      Object.fromEntries(
        [
          F.name,
          F.country,
          F.start,
          F.end,
          F.schoolStars,
          F.accommodationStars,
          F.accommodationOption,
          F.schoolId,
          F.culture,
          F.honeypot,
        ].map((field) => [field, body.get(field)]),
      ),
    ).toEqual({
      [F.name]: 'Lena',
      [F.country]: 'DE',
      [F.start]: '2026-07-06',
      [F.end]: '2026-07-24',
      [F.schoolStars]: '5',
      [F.accommodationStars]: '5',
      [F.accommodationOption]: '1',
      [F.schoolId]: '103',
      [F.culture]: 'en',
      [F.honeypot]: '',
    });
    expect((screen.getByRole('button', { name: 'Send review' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says which field the server refused, and a failure when it cannot tell, the busy state cleared both times', async () => {
    const answers = [
      () =>
        Promise.resolve(
          Response.json(
            { status: 'not ok', error: { field: F.text, message: 'text must be at least 40 characters' } },
            { status: 400 },
          ),
        ),
      () => Promise.reject(new TypeError('offline')),
    ];
    const sent = { count: 0 };
    renderForm(() => answers.shift()!(), sent, []);
    fillIn();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Please check this field: Your review.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Sorry, your review could not be sent. Please try again.');
    expect(sent.count).toBe(0);
    expect((screen.getByRole('button', { name: 'Send review' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('a visitor’s markup on the reviews island', () => {
  it('shows as text, never as markup', () => {
    const script = '<script>window.hacked = 1</script><img src=x onerror="window.hacked = 2">';
    const review: ReviewData = {
      id: 1_000_001,
      culture: 'en',
      authorName: script,
      authorCountry: 'Germany',
      authorCity: script,
      authorPhotoStoragePath: null,
      meanRating: 5,
      creationDate: '2026-11-20',
      start: '2026-07-06',
      approveDate: '2026-11-21',
      text: `${script} and a long enough text to be a review.`,
      photos: [],
      verified: null,
      reply: null,
    };
    const fetcher = (async () =>
      Response.json({ success: true, data: { items: [review], total: 1, rating: 5 } })) as unknown as typeof fetch;
    const { container } = render(
      <ReviewsIsland
        culture="en"
        schoolId={103}
        dictionary={pickDictionary(getDictionary('en'), ['reviews.', 'stars.label'])}
        initial={{ items: [review], total: 1, rating: 5 }}
        fetcher={fetcher}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.textContent).toContain('<script>window.hacked = 1</script>');
  });
});
