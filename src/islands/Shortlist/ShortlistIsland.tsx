import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Culture } from '#domain/culture.ts';
import { photoHeight, photoVariants } from '#domain/photos/photo-variants.ts';
import { culturePath } from '#domain/routes/site-url.ts';
import type { CompareColumn } from '#domain/shortlist/compare-answer.ts';
import { DEFAULT_COMPARE_CHOICES } from '#domain/shortlist/compare-choices.ts';
import { MAX_COMPARED } from '#domain/shortlist/shortlist-ids.ts';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { shortlist } from '#stores/shortlist/browser-shortlist.ts';
import { compareQuery, fetchShortlistColumns } from '#stores/shortlist/create-compare-store.ts';
import './compare.css';

/**
 * The shortlist page (issue 35): the schools saved in this browser as cards, each removed in one
 * click, and the link to their comparison, which anyone can open. Rendered in the browser only
 * (client:only), so the page's own address is there to write the link in full.
 */
export default function ShortlistIsland({
  culture,
  dictionary,
}: {
  culture: Culture;
  dictionary: Record<string, string>;
}) {
  const t = useMemo(() => translateWithDictionary(culture, dictionary), [culture, dictionary]);
  const ids = useStore(shortlist.$ids);
  const [columns, setColumns] = useState<CompareColumn[] | null>(null);
  const [failed, setFailed] = useState(false);
  const key = ids.join(',');
  useEffect(() => {
    let current = true;
    const wanted = key === '' ? [] : key.split(',').map(Number);
    void fetchShortlistColumns(window.fetch.bind(window), culture, wanted)
      .then((loaded) => {
        if (!current) return;
        setFailed(loaded === null);
        setColumns(loaded);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [culture, key]);

  if (ids.length === 0) return <p>{t('shortlist.empty')}</p>;
  const compared = ids.slice(0, MAX_COMPARED);
  const comparePath = `${culturePath(culture, 'compare/')}?${compareQuery(compared, DEFAULT_COMPARE_CHOICES)}`;
  const shown = (columns ?? []).filter((column) => ids.includes(column.schoolId));
  return (
    <div className="shortlist">
      <p role="status">{columns === null && !failed ? t('shortlist.loading') : ''}</p>
      {failed && <p role="alert">{t('shortlist.loadError')}</p>}
      <ul className="shortlist-cards">
        {shown.map((column) => (
          <li key={column.schoolId}>
            <article className="card" aria-labelledby={`saved-${column.schoolId}`}>
              <img
                src={photoVariants(column.photo).webp800}
                width={800}
                height={photoHeight(800)}
                alt=""
                loading="lazy"
                decoding="async"
              />
              <div className="card-body">
                <h2 id={`saved-${column.schoolId}`}>
                  <a href={`/${culture}/${column.href.split('?')[0]}`}>{column.name}</a>
                </h2>
                <p className="place">
                  {column.cityName}, {column.countryName}
                </p>
                <p>
                  {column.rating.count > 0
                    ? t('compare.cell.rating', { value: column.rating.overall.toFixed(1), count: column.rating.count })
                    : '—'}
                </p>
                <button type="button" className="button-secondary" onClick={() => shortlist.remove(column.schoolId)}>
                  {t('shortlist.remove', { school: column.name })}
                </button>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {ids.length > MAX_COMPARED && <p>{t('shortlist.compareFirst')}</p>}
      <p>
        <a className="button" href={comparePath}>
          {t('shortlist.compare')}
        </a>
      </p>
      <section aria-labelledby="shortlist-share">
        <h2 id="shortlist-share">{t('compare.share')}</h2>
        <p>{t('compare.shareNote')}</p>
        <p>
          <a href={comparePath}>{`${window.location.origin}${comparePath}`}</a>
        </p>
      </section>
    </div>
  );
}
