import { showsContent } from '#domain/culture-content.ts';
import { useSearch } from './search-context.ts';

/** Why book with us, among the results: the school page's benefits (free document checking in ru only). */
export function AdvantagesBanner() {
  const { culture, t } = useSearch();
  const benefits = [
    [t('benefits.bestPrice.title'), t('benefits.bestPrice.text')],
    [t('benefits.personalManager.title'), t('benefits.personalManager.text')],
    [t('benefits.freeCancellation.title'), t('benefits.freeCancellation.text')],
    ...(showsContent(culture, 'freeDocumentCheck')
      ? [[t('benefits.freeDocumentCheck.title'), t('benefits.freeDocumentCheck.text')]]
      : []),
  ];
  return (
    <section className="placeholder advantages" aria-labelledby="advantages-title">
      <h3 id="advantages-title">{t('benefits.title')}</h3>
      <ul className="benefits">
        {benefits.map(([title, text]) => (
          <li key={title}>
            <strong>{title}</strong> {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
