import { useMemo, useState, type FormEvent } from 'react';
import type { Culture } from '#domain/culture.ts';
import { REVIEW_FORM_FIELDS as F } from '#domain/reviews/review-form-fields.ts';
import { REVIEW_LEVELS } from '#domain/reviews/review-terms.ts';
import { MAX_REVIEW_PHOTO_BYTES, MAX_REVIEW_PHOTOS } from '#domain/reviews/review-photo-rules.ts';
import { REVIEW_NAME_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '#domain/reviews/review-field-limits.ts';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import type { TranslationKey } from '#i18n/translation-key.ts';
import { sendReview } from './send-review.ts';

// HEIC is left out on purpose: asked for these types only, an iPhone converts its HEIC photos to
// JPEG as it uploads them, and the server's image library (sharp's prebuilt build) cannot decode HEVC.
const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export interface ReviewFormProps {
  culture: Culture;
  schoolId: number;
  /** The school's accommodations, to say where the visitor stayed (none: the choice is "none"). */
  accommodations: readonly { id: number; name: string }[];
  countries: readonly { id: string; name: string }[];
  dictionary: Record<string, string>;
  /** The day in the visitor's calendar (YYYY-MM-DD): no stay ends later. */
  today: string;
  /** Called once the review is sent (the modal closes) or when the visitor closes the form. */
  onSent(): void;
  /** The secret of the invitation link the visitor came with: sent along, it makes the review verified. */
  invitation?: string | undefined;
  fetcher?: typeof fetch;
}

type Preview = { name: string; url: string };

/** Data URLs (the page's CSP allows data: images, not blob:) for the chosen files, in order. */
function readPreviews(files: FileList | null): Promise<Preview[]> {
  return Promise.all(
    [...(files ?? [])].map(
      (file) =>
        new Promise<Preview>((done) => {
          const reader = new FileReader();
          reader.onload = () => done({ name: file.name, url: typeof reader.result === 'string' ? reader.result : '' });
          reader.onerror = () => done({ name: file.name, url: '' });
          reader.readAsDataURL(file);
        }),
    ),
  );
}

const STARS = [5, 4, 3, 2, 1];

/** The label of each field the server may refuse, to say which one in the visitor's language. */
const FIELD_LABELS: Record<string, TranslationKey> = {
  [F.name]: 'reviewForm.name',
  [F.country]: 'reviewForm.country',
  [F.city]: 'reviewForm.city',
  [F.start]: 'reviewForm.start',
  [F.end]: 'reviewForm.end',
  [F.progressFrom]: 'reviewForm.levelFrom',
  [F.progressTo]: 'reviewForm.levelTo',
  [F.schoolStars]: 'reviewForm.schoolStars',
  [F.courseStars]: 'reviewForm.courseStars',
  [F.accommodationStars]: 'reviewForm.accommodationStars',
  [F.spareTimeStars]: 'reviewForm.spareTimeStars',
  [F.text]: 'reviewForm.text',
  [F.accommodationOption]: 'reviewForm.accommodation',
  [F.photo]: 'reviewForm.authorPhoto',
  [F.photos]: 'reviewForm.photosChosen',
};

/**
 * The review form (spec sections 3 and 5): every field of the spec, stars defaulting to 5, the
 * "not applicable" toggles hiding their stars, photos previewed before sending; the browser's own
 * validity check first, then a multipart POST to the spec's address. A busy state while sending,
 * always cleared; an error names what the server refused.
 */
/** A level before or after the stay (spec section 3, level progress): the CEFR levels, or "not sure". */
function LevelSelect({ name, label, none }: { name: string; label: string; none: string }) {
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} defaultValue="">
        <option value="">{none}</option>
        {REVIEW_LEVELS.map((level) => (
          <option key={level} value={level}>
            {level}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function ReviewForm({
  culture,
  schoolId,
  accommodations,
  countries,
  dictionary,
  today,
  onSent,
  invitation,
  fetcher,
}: ReviewFormProps) {
  const t = useMemo(() => translateWithDictionary(culture, dictionary), [culture, dictionary]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [noHousing, setNoHousing] = useState(accommodations.length === 0);
  const [noSpareTime, setNoSpareTime] = useState(false);
  const [avatar, setAvatar] = useState<Preview[]>([]);
  const [photos, setPhotos] = useState<Preview[]>([]);

  const starField = (field: string, label: string) => (
    <div className="field">
      <label htmlFor={field}>{label}</label>
      <select id={field} name={field} defaultValue="5" required>
        {STARS.map((stars) => (
          <option key={stars} value={stars}>
            {t('reviewForm.starsOption', { stars })}
          </option>
        ))}
      </select>
    </div>
  );

  const onFiles = async (input: HTMLInputElement, max: number, set: (previews: Preview[]) => void) => {
    const files = input.files;
    if ((files?.length ?? 0) > max) input.setCustomValidity(t('reviewForm.tooManyPhotos', { max }));
    else if ([...(files ?? [])].some((file) => file.size > MAX_REVIEW_PHOTO_BYTES))
      input.setCustomValidity(t('reviewForm.photoTooLarge'));
    else input.setCustomValidity('');
    setError(null);
    set(await readPreviews(files));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setError(null);
    const start = form.elements.namedItem(F.start) as HTMLInputElement;
    const end = form.elements.namedItem(F.end) as HTMLInputElement;
    end.setCustomValidity(start.value && end.value && end.value < start.value ? t('reviewForm.endBeforeStart') : '');
    // The browser's own check first (spec section 5): nothing is sent while a field is invalid.
    if (!form.reportValidity()) return;
    setBusy(true);
    try {
      const outcome = await sendReview(fetcher ?? fetch, culture, new FormData(form));
      if (outcome.ok) onSent();
      else if (outcome.field === F.invitation) setError(t('reviewForm.invitationRefused'));
      else
        setError(
          outcome.field && FIELD_LABELS[outcome.field]
            ? t('reviewForm.errorField', { field: t(FIELD_LABELS[outcome.field]!) })
            : t('reviewForm.error'),
        );
    } finally {
      setBusy(false);
    }
  };

  const previews = (list: Preview[], label: string) =>
    list.length > 0 && (
      <ul className="review-form-previews" aria-label={label}>
        {list.map((preview, index) => (
          <li key={`${preview.name}-${index}`}>
            {preview.url ? (
              <img src={preview.url} width={64} height={64} alt={preview.name} />
            ) : (
              <span>{preview.name}</span>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <form
      className="review-form"
      method="post"
      action={`/${culture}/school/AddReviewPartial2`}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      aria-busy={busy}
      noValidate={false}
    >
      <input type="hidden" name={F.schoolId} value={schoolId} />
      <input type="hidden" name={F.culture} value={culture} />
      {invitation && (
        <>
          <input type="hidden" name={F.invitation} value={invitation} />
          <p className="note">{t('reviewForm.invitation')}</p>
        </>
      )}
      {/* The honeypot: out of sight and out of the tab order for people; bots fill it in. */}
      <div className="review-form-trap" aria-hidden="true">
        <label htmlFor="review-website">Website</label>
        <input id="review-website" name={F.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="field">
        <label htmlFor={F.name}>{t('reviewForm.name')}</label>
        <input
          id={F.name}
          name={F.name}
          type="text"
          required
          maxLength={REVIEW_NAME_MAX}
          autoComplete="name"
          onInvalid={(event) =>
            event.currentTarget.setCustomValidity(
              event.currentTarget.validity.valueMissing ? t('bookingModal.NameIsRequired') : '',
            )
          }
          onInput={(event) => event.currentTarget.setCustomValidity('')}
        />
      </div>
      <div className="field">
        <label htmlFor={F.country}>{t('reviewForm.country')}</label>
        <select id={F.country} name={F.country} required defaultValue="">
          <option value="" disabled>
            {t('reviewForm.chooseCountry')}
          </option>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={F.city}>{t('reviewForm.city')}</label>
        <input id={F.city} name={F.city} type="text" maxLength={REVIEW_NAME_MAX} autoComplete="address-level2" />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={F.start}>{t('reviewForm.start')}</label>
          <input id={F.start} name={F.start} type="date" required max={today} />
        </div>
        <div className="field">
          <label htmlFor={F.end}>{t('reviewForm.end')}</label>
          <input
            id={F.end}
            name={F.end}
            type="date"
            required
            max={today}
            onInput={(event) => event.currentTarget.setCustomValidity('')}
          />
        </div>
      </div>
      <div className="field-row">
        <LevelSelect name={F.progressFrom} label={t('reviewForm.levelFrom')} none={t('reviewForm.levelNone')} />
        <LevelSelect name={F.progressTo} label={t('reviewForm.levelTo')} none={t('reviewForm.levelNone')} />
      </div>
      <fieldset>
        <legend>{t('reviewForm.ratings')}</legend>
        {starField(F.schoolStars, t('reviewForm.schoolStars'))}
        {starField(F.courseStars, t('reviewForm.courseStars'))}
        <div className="field">
          <label htmlFor={F.accommodationOption}>{t('reviewForm.accommodation')}</label>
          <select
            id={F.accommodationOption}
            name={F.accommodationOption}
            required
            defaultValue={accommodations.length === 0 ? '0' : ''}
            onChange={(event) => setNoHousing(event.currentTarget.value === '0')}
          >
            {accommodations.length > 0 && (
              <option value="" disabled>
                {t('reviewForm.chooseAccommodation')}
              </option>
            )}
            {accommodations.map((housing) => (
              <option key={housing.id} value={housing.id}>
                {housing.name}
              </option>
            ))}
            <option value="0">{t('reviewForm.noAccommodation')}</option>
          </select>
        </div>
        <div className="check">
          <input
            id={F.notBookedAccommodation}
            name={F.notBookedAccommodation}
            type="checkbox"
            value="true"
            checked={noHousing}
            onChange={(event) => setNoHousing(event.currentTarget.checked)}
          />
          <label htmlFor={F.notBookedAccommodation}>{t('reviewForm.notBookedAccommodation')}</label>
        </div>
        {!noHousing && starField(F.accommodationStars, t('reviewForm.accommodationStars'))}
        <div className="check">
          <input
            id={F.notBookedSpareTime}
            name={F.notBookedSpareTime}
            type="checkbox"
            value="true"
            checked={noSpareTime}
            onChange={(event) => setNoSpareTime(event.currentTarget.checked)}
          />
          <label htmlFor={F.notBookedSpareTime}>{t('reviewForm.notBookedSpareTime')}</label>
        </div>
        {!noSpareTime && starField(F.spareTimeStars, t('reviewForm.spareTimeStars'))}
      </fieldset>
      <div className="field">
        <label htmlFor={F.text}>{t('reviewForm.text')}</label>
        <p className="hint" id="review-text-hint">
          {t('reviewForm.textHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
        </p>
        <textarea
          id={F.text}
          name={F.text}
          required
          minLength={REVIEW_TEXT_MIN}
          maxLength={REVIEW_TEXT_MAX}
          rows={6}
          aria-describedby="review-text-hint"
          lang={culture}
        />
      </div>
      <div className="field">
        <label htmlFor={F.photo}>{t('reviewForm.authorPhoto')}</label>
        <input
          id={F.photo}
          name={F.photo}
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={(event) => void onFiles(event.currentTarget, 1, setAvatar)}
        />
        {previews(avatar, t('reviewForm.authorPhoto'))}
      </div>
      <div className="field">
        <label htmlFor={F.photos}>{t('reviewForm.photos', { max: MAX_REVIEW_PHOTOS })}</label>
        <input
          id={F.photos}
          name={F.photos}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          onChange={(event) => void onFiles(event.currentTarget, MAX_REVIEW_PHOTOS, setPhotos)}
        />
        {previews(photos, t('reviewForm.photosChosen'))}
      </div>
      {error && (
        <p className="review-form-error" role="alert">
          {error}
        </p>
      )}
      <div className="review-form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('reviewForm.sending') : t('reviewForm.send')}
        </button>
      </div>
    </form>
  );
}
