import { Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import type { ReviewData, ReviewsPageData } from '#domain/catalogue/api-types.ts';
import type { Culture } from '#domain/culture.ts';
import { formatDate, formatMonthYear } from '#domain/dates/format-date.ts';
import { languageName } from '#domain/reviews/language-name.ts';
import { densitySrcset } from '#domain/photos/density-srcset.ts';
import { reviewPhotoFiles, type ReviewPhotoFiles } from '#domain/reviews/review-photo-files.ts';
import { intlLocale } from '#domain/intl-locale.ts';
import { formatRating, starText } from '#domain/rating/star-text.ts';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { cutReviewText } from '#domain/reviews/cut-review-text.ts';
import { loadReviews } from './load-reviews.ts';
import { reviewsDictionary } from './reviews-dictionary.ts';
import './reviews.css';

/** Reviews come in pages of 10 (spec section 9); 'hide' folds the list back to 3. */
export const REVIEWS_PAGE = 10;
export const REVIEWS_FOLDED = 3;

export interface ReviewsIslandProps {
  culture: Culture;
  schoolId: number;
  /**
   * The texts; without them (the school page) the culture's reviews-dictionary.json, primed in the
   * build's render and fetched as the list hydrates (./reviews-dictionary.ts).
   */
  dictionary?: Record<string, string>;
  /**
   * The first page as it was at the build, rendered in the static page until the live one arrives;
   * on the school page its summary only (`shown`: how many reviews `children` show), the reviews
   * themselves being the static `children` (ReviewsStatic), so they are not in the page twice.
   */
  initial: ReviewsPageData | BuiltSummary;
  /** The build's first page as static HTML, shown until the live first page replaces it. */
  children?: ReactNode;
  fetcher?: typeof fetch;
}

/** The build's first page without its reviews: its total, rating and how many it showed. */
export type BuiltSummary = Omit<ReviewsPageData, 'items'> & { shown: number };

const PLACEHOLDER = '/photos/placeholder.webp';

/** A broken photo is replaced by the placeholder (spec section 8), once, so a broken placeholder cannot loop. */
function replaceBroken(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.dataset.broken) return;
  image.dataset.broken = 'true';
  // The picture's WebP source would still win over the img: emptied, it offers nothing (React keeps the element it owns).
  image.parentElement?.querySelectorAll('source').forEach((source) => (source.srcset = ''));
  image.srcset = '';
  image.src = PLACEHOLDER;
}

/** A review photo at 1x, 2x and 3x, WebP first; a broken one shows the placeholder. */
function ReviewPicture({
  files,
  size,
  alt,
  className,
}: {
  files: ReviewPhotoFiles;
  size: number;
  alt: string;
  className?: string;
}) {
  return (
    <picture>
      {files.webpSrcset && <source type="image/webp" srcSet={files.webpSrcset} />}
      <img
        className={className}
        src={files.src}
        srcSet={files.jpgSrcset || undefined}
        width={size}
        height={size}
        alt={alt}
        loading="lazy"
        onError={replaceBroken}
      />
    </picture>
  );
}

function Review({
  review,
  culture,
  t,
}: {
  review: ReviewData;
  culture: Culture;
  t: ReturnType<typeof translateWithDictionary>;
}) {
  const [open, setOpen] = useState(false);
  const cut = cutReviewText(review.text);
  const place = [review.authorCity, review.authorCountry].filter(Boolean).join(', ');
  return (
    <article className="review" aria-labelledby={`review-${review.id}`}>
      <header>
        {review.authorPhotoStoragePath ? (
          <ReviewPicture files={reviewPhotoFiles(review.authorPhotoStoragePath)} className="avatar" size={64} alt="" />
        ) : (
          <picture>
            <source type="image/webp" srcSet={densitySrcset('/photos/avatar', 'webp')} />
            <img
              className="avatar"
              src="/photos/avatar.jpg"
              srcSet={densitySrcset('/photos/avatar', 'jpg')}
              width={64}
              height={64}
              alt=""
              loading="lazy"
            />
          </picture>
        )}
        <div>
          <h3 id={`review-${review.id}`}>
            {place ? t('reviews.author', { name: review.authorName, place }) : review.authorName}
          </h3>
          <span
            className="stars"
            role="img"
            aria-label={t('stars.label', { rating: formatRating(review.meanRating, intlLocale(culture)) })}
          >
            {starText(review.meanRating)}
          </span>
          <span className="rating-number" aria-hidden="true">
            {formatRating(review.meanRating, intlLocale(culture))}
          </span>{' '}
          <span className="muted">{t('reviews.published', { date: formatDate(review.creationDate, culture) })}</span>
        </div>
      </header>
      {review.verified ? (
        <p className="review-verified">
          {t(review.verified.course ? 'reviews.verified' : 'reviews.verifiedNoCourse', {
            month: formatMonthYear(review.verified.start, culture),
            weeks: t('stay.weeks', { count: review.verified.weeks }),
            course: review.verified.course ?? '',
          })}
        </p>
      ) : (
        <p className="review-unverified muted">{t('reviews.notVerified')}</p>
      )}
      {!review.verified && review.start && (
        <p className="muted">{t('reviews.studied', { date: formatDate(review.start, culture) })}</p>
      )}
      {review.culture !== culture && (
        <p className="muted">{t('reviews.writtenIn', { language: languageName(review.culture, culture) })}</p>
      )}
      <p lang={review.culture} id={`review-text-${review.id}`}>
        {cut && !open ? cut : review.text}
      </p>
      {cut && (
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls={`review-text-${review.id}`}
          onClick={() => setOpen(!open)}
        >
          {open ? t('reviews.readLess') : t('reviews.readMore')}
        </button>
      )}
      {review.photos.length > 0 && (
        // Each thumbnail links to its large size (without JavaScript, the photo itself); the page's gallery script opens them in a lightbox.
        <ul className="review-photos" data-review-gallery data-labelledby={`review-${review.id}`}>
          {review.photos.map((photo) => {
            const files = reviewPhotoFiles(photo.storagePath);
            const picture = (
              <ReviewPicture files={files} size={100} alt={t('reviews.photoAlt', { name: review.authorName })} />
            );
            return (
              <li key={photo.id}>
                {files.large ? (
                  <a
                    href={files.large.jpg}
                    data-review-gallery-open
                    data-large-webp={files.large.webp}
                    aria-haspopup="dialog"
                  >
                    {picture}
                  </a>
                ) : (
                  picture
                )}
              </li>
            );
          })}
        </ul>
      )}
      {review.reply && (
        <div className="review-reply">
          <p className="review-reply-head">{t('reviews.reply', { date: formatDate(review.reply.date, culture) })}</p>
          <p>{review.reply.text}</p>
        </div>
      )}
    </article>
  );
}

/**
 * The build's first page of reviews as static HTML: the school page hands it to the island as its
 * children, rather than the reviews as props (which would write each review into the page twice).
 */
export function ReviewsStatic({
  culture,
  dictionary,
  reviews,
}: {
  culture: Culture;
  dictionary: Record<string, string>;
  reviews: ReviewData[];
}) {
  const t = translateWithDictionary(culture, dictionary);
  return reviews.map((review) => <Review key={review.id} review={review} culture={culture} t={t} />);
}

/**
 * The reviews list (spec sections 2 and 4): the first page from the static page, replaced on load
 * by the live first page from GET /api/school/reviews/ (a review approved in the office since the
 * build shows at once, and so do the total and the school's rating above the list), then pages of
 * 10 with a button saying how many come next, a hide button once all are loaded and more than 3
 * show, long texts cut with read more, broken photos replaced.
 */
export default function ReviewsIsland(props: ReviewsIslandProps) {
  const { dictionary } = props;
  if (dictionary) return <ReviewsList {...props} dictionary={dictionary} />;
  // Until the culture's texts arrive, the static HTML the build rendered stays.
  return (
    <Suspense fallback={null}>
      <ReviewsWithDictionary {...props} />
    </Suspense>
  );
}

function ReviewsWithDictionary(props: ReviewsIslandProps) {
  const known = reviewsDictionary(props.culture);
  return <ReviewsList {...props} dictionary={known instanceof Promise ? use(known) : known} />;
}

function ReviewsList({
  culture,
  schoolId,
  dictionary,
  initial,
  children,
  fetcher,
}: ReviewsIslandProps & { dictionary: Record<string, string> }) {
  const t = useMemo(() => translateWithDictionary(culture, dictionary), [culture, dictionary]);
  // null: the build's reviews are the static children, until the live first page arrives.
  const [items, setItems] = useState<ReviewData[] | null>('items' in initial ? initial.items : null);
  const [visible, setVisible] = useState('items' in initial ? initial.items.length : initial.shown);
  const [{ total, rating }, setSummary] = useState({ total: initial.total, rating: initial.rating });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Once the visitor pages on, a late live first page must not fold the list back.
  const pagedOn = useRef(false);
  const fetchReviews = fetcher ?? ((input, init) => window.fetch(input, init));
  const allLoaded = items !== null && items.length >= total;
  const next = Math.min(REVIEWS_PAGE, total - visible);

  useEffect(() => {
    let current = true;
    loadReviews(fetchReviews, { culture, schoolId, count: REVIEWS_PAGE, offset: 0 }).then(
      (page) => {
        if (!current || pagedOn.current) return;
        setItems(page.items);
        setVisible(page.items.length);
        setSummary({ total: page.total, rating: page.rating });
      },
      // The build's first page stays: it is what the page showed before, and it is still true but for the newest reviews.
      () => {},
    );
    return () => {
      current = false;
    };
    // Once, on load: the props of an island do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const showMore = async () => {
    pagedOn.current = true;
    setFailed(false);
    if (items && visible < items.length) {
      setVisible(Math.min(items.length, visible + REVIEWS_PAGE));
      return;
    }
    setLoading(true);
    try {
      // Still on the static first page (the live one did not come): its reviews and the next page at once.
      const had = items ?? [];
      const page = await loadReviews(fetchReviews, {
        culture,
        schoolId,
        count: items ? REVIEWS_PAGE : visible + REVIEWS_PAGE,
        offset: had.length,
      });
      setItems([...had, ...page.items]);
      setVisible(had.length + page.items.length);
      setSummary({ total: page.total, rating: page.rating });
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  if (total === 0) return <p>{t('reviews.none')}</p>;
  return (
    <div className="reviews-list">
      <p className="reviews-summary">
        <span
          className="stars"
          role="img"
          aria-label={t('stars.label', { rating: formatRating(rating, intlLocale(culture)) })}
        >
          {starText(rating)}
        </span>
        <span className="rating-number" aria-hidden="true">
          {formatRating(rating, intlLocale(culture))}
        </span>{' '}
        <span className="muted">{t('reviews.shown', { shown: Math.min(visible, total), total })}</span>
      </p>
      {items
        ? items.slice(0, visible).map((review) => <Review key={review.id} review={review} culture={culture} t={t} />)
        : children}
      {failed && (
        <p className="note" role="alert">
          {t('reviews.loadError')}
        </p>
      )}
      <div className="reviews-actions">
        {next > 0 && (
          <button
            type="button"
            className="button secondary"
            onClick={() => void showMore()}
            disabled={loading}
            aria-busy={loading}
          >
            {t('reviews.showMore', { count: next })}
          </button>
        )}
        {allLoaded && visible > REVIEWS_FOLDED && (
          <button type="button" className="button secondary" onClick={() => setVisible(REVIEWS_FOLDED)}>
            {t('reviews.hide')}
          </button>
        )}
      </div>
    </div>
  );
}
