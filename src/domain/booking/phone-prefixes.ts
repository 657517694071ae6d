/**
 * The country prefixes of the booking form's phone picker (spec section 9), in the spec's order,
 * with the mask each one types into ('#' is a digit). A number may stop short of the mask where
 * the country's numbers vary in length: `minDigits` says where. 'other' types its own prefix.
 * Turkey (+90) follows the spec's list: the site has a Turkish culture, whose visitors' code
 * must not be 'other'.
 */
export interface PhonePrefix {
  /** The value the picker posts: the prefix itself, or 'other'. */
  id: string;
  mask: string;
  minDigits: number;
  /** The countries (ISO 3166 codes) the prefix dials, named in the picker; none for 'other'. */
  countries: readonly string[];
  /** How the code is shown beside the country names: '+7 6…' for the picker's Kazakh +76. */
  shown: string;
}

/** The prefix the picker starts on (spec section 9). */
export const DEFAULT_PHONE_PREFIX = '+7';
/** The picker entry whose visitor types the country code into the number. */
export const OTHER_PHONE_PREFIX = 'other';

export const PHONE_PREFIXES: readonly PhonePrefix[] = [
  { id: '+7', mask: '(###) ### ## ##', minDigits: 10, countries: ['RU'], shown: '+7' },
  { id: '+380', mask: '(##) ### ## ##', minDigits: 9, countries: ['UA'], shown: '+380' },
  // Kazakh numbers are +7 6xx / +7 7xx: the picker offers them apart, the rest of the number is 9 digits.
  { id: '+76', mask: '(##) ### ## ##', minDigits: 9, countries: ['KZ'], shown: '+7 6…' },
  { id: '+77', mask: '(##) ### ## ##', minDigits: 9, countries: ['KZ'], shown: '+7 7…' },
  { id: '+375', mask: '(##) ### ## ##', minDigits: 9, countries: ['BY'], shown: '+375' },
  { id: '+996', mask: '(###) ### ###', minDigits: 9, countries: ['KG'], shown: '+996' },
  { id: '+34', mask: '### ### ###', minDigits: 9, countries: ['ES'], shown: '+34' },
  { id: '+972', mask: '## ### ####', minDigits: 8, countries: ['IL'], shown: '+972' },
  { id: '+49', mask: '#### ########', minDigits: 10, countries: ['DE'], shown: '+49' },
  { id: '+33', mask: '# ## ## ## ##', minDigits: 9, countries: ['FR'], shown: '+33' },
  { id: '+39', mask: '### ### ####', minDigits: 9, countries: ['IT'], shown: '+39' },
  { id: '+41', mask: '## ### ## ##', minDigits: 9, countries: ['CH'], shown: '+41' },
  { id: '+30', mask: '### ### ####', minDigits: 10, countries: ['GR'], shown: '+30' },
  { id: '+48', mask: '### ### ###', minDigits: 9, countries: ['PL'], shown: '+48' },
  { id: '+351', mask: '### ### ###', minDigits: 9, countries: ['PT'], shown: '+351' },
  { id: '+43', mask: '### #########', minDigits: 10, countries: ['AT'], shown: '+43' },
  { id: '+1', mask: '(###) ###-####', minDigits: 10, countries: ['US', 'CA'], shown: '+1' },
  { id: '+44', mask: '#### ######', minDigits: 10, countries: ['GB'], shown: '+44' },
  { id: '+370', mask: '(###) #####', minDigits: 8, countries: ['LT'], shown: '+370' },
  { id: '+371', mask: '## ### ###', minDigits: 8, countries: ['LV'], shown: '+371' },
  { id: '+372', mask: '#### ####', minDigits: 7, countries: ['EE'], shown: '+372' },
  { id: '+86', mask: '### #### ####', minDigits: 11, countries: ['CN'], shown: '+86' },
  { id: '+55', mask: '(##) #####-####', minDigits: 10, countries: ['BR'], shown: '+55' },
  { id: '+81', mask: '##-####-####', minDigits: 10, countries: ['JP'], shown: '+81' },
  { id: '+90', mask: '(###) ### ## ##', minDigits: 10, countries: ['TR'], shown: '+90' },
  // E.164 numbers have at most 15 digits, the country code included.
  { id: OTHER_PHONE_PREFIX, mask: '+### ############', minDigits: 8, countries: [], shown: '+' },
];

/** The picker entry of a prefix id, or undefined for one the picker does not offer. */
export function findPhonePrefix(id: string): PhonePrefix | undefined {
  return PHONE_PREFIXES.find((prefix) => prefix.id === id);
}
