import type { ResolvedText } from '#domain/catalogue/api-types.ts';
import type { VisaInfo } from '#domain/search/visa-info.ts';
import { useSearch } from './search-context.ts';

/** Visa help among the results (ru, the visa help countries only): the summary, then the details on demand. */
export function VisaHelp({ visa }: { visa: VisaInfo }) {
  const { culture, t } = useSearch();
  // A text that fell back to English says so to screen readers and hyphenation.
  const lang = (text: ResolvedText) => (text.lang === culture ? undefined : text.lang);
  return (
    <section className="placeholder visa" aria-labelledby="visa-title">
      <h3 id="visa-title">{t('visa.title', { country: visa.countryName })}</h3>
      <p lang={lang(visa.summary)}>{visa.summary.text}</p>
      <details>
        <summary>{t('visa.requirements')}</summary>
        <ul>
          {visa.requirements.map((requirement) => (
            <li key={requirement.text} lang={lang(requirement)}>
              {requirement.text}
            </li>
          ))}
        </ul>
        <p>
          <strong>{t('visa.processing')}:</strong>{' '}
          <span lang={lang(visa.processingTime)}>{visa.processingTime.text}</span>
        </p>
      </details>
      <p>
        {t('visa.help')}{' '}
        <a href={visa.officialUrl} rel="noopener noreferrer" target="_blank">
          {t('visa.official')}
        </a>
      </p>
    </section>
  );
}
