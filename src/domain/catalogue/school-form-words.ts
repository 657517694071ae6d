import type { FormWords } from '../schema-form/describe-form.ts';
import { isRecord } from '../schema-form/schema-shape.ts';

const CULTURE_NAMES: Record<string, string> = {
  en: 'English (en)',
  ru: 'Russian (ru)',
  es: 'Spanish (es)',
  pt: 'Portuguese (pt)',
  de: 'German (de)',
  fr: 'French (fr)',
  tr: 'Turkish (tr)',
  zh: 'Chinese (zh)',
};

// Where a key's words alone would mislead or say too little; every other key is its own words.
const LABELS: Record<string, string> = {
  nameEn: 'Name in English',
  slug: 'Address name (slug)',
  avgAge30: 'Average age 30 or more',
  fewRussianSpeakers: 'Few Russian speakers',
  inCityCentre: 'In the city centre',
  lessonDuration: 'Lesson duration (minutes)',
  minutesToSchool: 'Minutes to school',
  enSuite: 'En-suite bathroom',
  our: 'Managed by the agency',
  roomFor: 'Room for (people)',
  foodId: 'Meal option id',
  foods: 'Meal options',
  offers: 'Room and meal pairs offered',
  weekPriceId: 'Week option id',
  courseWeeks: 'Week ranges',
  availabilityOptions: 'Fully booked periods',
  availableDates: 'Dated periods',
  terms: 'Terms file (a name on the terms files page)',
  sameAs: 'Pages elsewhere (https)',
  under18: 'Under 18 (%)',
  share: 'Share (%)',
  popularity: 'Bookings last year (popularity)',
  photos: 'Photos',
  to: 'To (weeks)',
  from: 'From (weeks)',
};

// The items of a list, where dropping a final s does not name one.
const ITEM_NAMES: Record<string, string> = {
  courseWeeks: 'week range',
  options: 'option',
  accommodations: 'housing',
  foods: 'meal option',
  offers: 'pair',
  availabilityOptions: 'period',
  availableDates: 'period',
  priceLists: 'price list',
  prices: 'price',
  seasonSupplements: 'season supplement',
  nonWorkingDays: 'non-working day',
  programmeTypes: 'programme type',
  agesBySeason: 'season',
  classMix: 'month',
  firstLanguages: 'first language',
  sameAs: 'address',
  accreditations: 'accreditation',
  bookingWindow: 'booking window',
  startWindow: 'start window',
  courier: 'courier fee',
};

/** Words from a key: `minWeeks` → "Min weeks". */
function wordsOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The English words of the school forms (the office is English). */
export const SCHOOL_FORM_WORDS: FormWords = {
  label(key) {
    return CULTURE_NAMES[key] ?? LABELS[key] ?? wordsOf(key);
  },
  itemName(path) {
    const key = path.slice(path.lastIndexOf('.') + 1);
    return ITEM_NAMES[key] ?? wordsOf(key).toLowerCase().replace(/s$/, '');
  },
  itemTitle(item) {
    if (!isRecord(item)) return '';
    if (isRecord(item.name) && typeof item.name.en === 'string') return item.name.en;
    if (typeof item.validFrom === 'string' && typeof item.validTo === 'string')
      return `${item.validFrom} to ${item.validTo}`;
    const idKey = Object.keys(item).find((key) => key !== 'id' && key.endsWith('Id'));
    return idKey ? `${(LABELS[idKey] ?? wordsOf(idKey)).toLowerCase()} ${String(item[idKey])}` : '';
  },
};
