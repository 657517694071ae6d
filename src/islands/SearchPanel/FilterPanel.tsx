import { useStore } from '@nanostores/react';
import { PROGRAMME_TYPES } from '#domain/catalogue/programme-types.ts';
import { cultureFeatureFilters } from '#domain/search/culture-filters.ts';
import { searchAddress } from '#domain/search/search-address.ts';
import { SEARCH_WEEKS } from '#domain/search/search-filters.ts';
import { monthName } from '#domain/dates/month-name.ts';
import { Dropdown } from './Dropdown.tsx';
import { NameSearch } from './NameSearch.tsx';
import { featureLabels, schoolTypeLabels } from './option-labels.ts';
import { OverlayHead } from './OverlayHead.tsx';
import { PriceFilter } from './PriceFilter.tsx';
import { ShowButton } from './ShowButton.tsx';
import { useSearch } from './search-context.ts';

/** The weeks selector offers 2 to 52 (spec section 9) and shows 3 at a time. */
const WEEKS = Array.from({ length: SEARCH_WEEKS.max - SEARCH_WEEKS.min + 1 }, (_, i) => SEARCH_WEEKS.min + i);
const WEEKS_LIST_ROWS = 3;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The filter panel: a sidebar on wide screens, where each change applies at once; below 48em a
 * full-screen overlay whose changes apply with Show (spec section 2). The city selector appears
 * only with a country; languages without schools of the programme type are disabled.
 */
export function FilterPanel() {
  const { culture, t, store } = useSearch();
  const filters = useStore(store.$draft);
  const data = useStore(store.$draftFilterData);
  const open = useStore(store.$overlay) === 'filters';
  const country = data.regions.countries.find((candidate) => candidate.url === filters.country);
  const features = featureLabels(t);
  const types = schoolTypeLabels(t);
  return (
    <section
      id="search-filters"
      className="search-filters needs-js"
      data-open={open ? '' : undefined}
      aria-labelledby="search-filters-title"
      {...(open ? { role: 'dialog', 'aria-modal': true } : {})}
    >
      {open && <OverlayHead href={searchAddress(culture, store.$view.get().filters)} />}
      <h2 id="search-filters-title">{t('search.filters.title')}</h2>
      <NameSearch />
      <Dropdown
        id="schooltype"
        label={t('search.filters.schoolType')}
        value={filters.schoolType}
        options={PROGRAMME_TYPES.map((type) => ({ value: type, name: types[type] }))}
        onSelect={(value) => store.changeFilter({ schoolType: value as (typeof PROGRAMME_TYPES)[number] })}
      />
      <Dropdown
        id="language"
        label={t('search.filters.language')}
        value={filters.language}
        options={data.languages.map((language) => ({
          value: language.url,
          name: language.name,
          disabled: language.schools === 0 && language.url !== filters.language,
        }))}
        onSelect={(value) => store.changeFilter({ language: value })}
      />
      <Dropdown
        id="country"
        label={t('search.filters.country')}
        value={filters.country ?? ''}
        options={[
          { value: '', name: t('search.filters.allCountries') },
          ...data.regions.countries.map((c) => ({ value: c.url, name: c.name })),
        ]}
        onSelect={(value) => store.changeFilter({ country: value || undefined })}
      />
      {filters.country !== undefined && (
        <Dropdown
          id="city"
          label={t('search.filters.city')}
          value={filters.city ?? ''}
          options={[
            { value: '', name: t('search.filters.allCities') },
            ...(country?.cities ?? []).map((c) => ({ value: c.url, name: c.name })),
          ]}
          onSelect={(value) => store.changeFilter({ city: value || undefined })}
        />
      )}
      <Dropdown
        id="weeks"
        label={t('search.filters.weeks')}
        value={String(filters.weeks)}
        rows={WEEKS_LIST_ROWS}
        options={WEEKS.map((weeks) => ({ value: String(weeks), name: t('search.weeks', { count: weeks }) }))}
        onSelect={(value) => store.changeFilter({ weeks: Number(value) })}
      />
      <PriceFilter />
      <label className="check">
        <input
          type="checkbox"
          checked={filters.accommodation}
          onChange={(event) => store.changeFilter({ accommodation: event.target.checked })}
        />
        {t('search.filters.accommodation')}
      </label>
      <Dropdown
        id="adultsonly"
        label={t('search.filters.adultsOnly')}
        value={String(filters.adultsOnlyMonth ?? '')}
        options={[
          { value: '', name: t('search.filters.anyMonth') },
          ...MONTHS.map((month) => ({ value: String(month), name: monthName(month, culture) })),
        ]}
        onSelect={(value) => store.changeFilter({ adultsOnlyMonth: value === '' ? undefined : Number(value) })}
      />
      <fieldset className="features">
        <legend>{t('search.filters.features')}</legend>
        {cultureFeatureFilters(culture).map((feature) => (
          <label key={feature} className="check">
            <input
              type="checkbox"
              checked={filters[feature]}
              onChange={(event) => store.changeFilter({ [feature]: event.target.checked })}
            />
            {features[feature]}
          </label>
        ))}
      </fieldset>
      {open && (
        <div className="overlay-foot">
          <ShowButton />
        </div>
      )}
    </section>
  );
}
