/**
 * The country prefixes of the booking form's phone picker (spec section 9), in the spec's order,
 * with the mask each one types into ('#' is a digit). A number may stop short of the mask where
 * the country's numbers vary in length: `minDigits` says where. 'other' types its own prefix.
 */
export interface PhonePrefix {
  /** The value the picker posts: the prefix itself, or 'other'. */
  id: string;
  mask: string;
  minDigits: number;
}

/** The prefix the picker starts on (spec section 9). */
export const DEFAULT_PHONE_PREFIX = '+7';
/** The picker entry whose visitor types the country code into the number. */
export const OTHER_PHONE_PREFIX = 'other';

export const PHONE_PREFIXES: readonly PhonePrefix[] = [
  { id: '+7', mask: '(###) ### ## ##', minDigits: 10 },
  { id: '+380', mask: '(##) ### ## ##', minDigits: 9 },
  // Kazakh numbers are +7 6xx / +7 7xx: the picker offers them apart, the rest of the number is 9 digits.
  { id: '+76', mask: '(##) ### ## ##', minDigits: 9 },
  { id: '+77', mask: '(##) ### ## ##', minDigits: 9 },
  { id: '+375', mask: '(##) ### ## ##', minDigits: 9 },
  { id: '+996', mask: '(###) ### ###', minDigits: 9 },
  { id: '+34', mask: '### ### ###', minDigits: 9 },
  { id: '+972', mask: '## ### ####', minDigits: 8 },
  { id: '+49', mask: '#### ########', minDigits: 10 },
  { id: '+33', mask: '# ## ## ## ##', minDigits: 9 },
  { id: '+39', mask: '### ### ####', minDigits: 9 },
  { id: '+41', mask: '## ### ## ##', minDigits: 9 },
  { id: '+30', mask: '### ### ####', minDigits: 10 },
  { id: '+48', mask: '### ### ###', minDigits: 9 },
  { id: '+351', mask: '### ### ###', minDigits: 9 },
  { id: '+43', mask: '### #########', minDigits: 10 },
  { id: '+1', mask: '(###) ###-####', minDigits: 10 },
  { id: '+44', mask: '#### ######', minDigits: 10 },
  { id: '+370', mask: '(###) #####', minDigits: 8 },
  { id: '+371', mask: '## ### ###', minDigits: 8 },
  { id: '+372', mask: '#### ####', minDigits: 7 },
  { id: '+86', mask: '### #### ####', minDigits: 11 },
  { id: '+55', mask: '(##) #####-####', minDigits: 10 },
  { id: '+81', mask: '##-####-####', minDigits: 10 },
  // E.164 numbers have at most 15 digits, the country code included.
  { id: OTHER_PHONE_PREFIX, mask: '+### ############', minDigits: 8 },
];

/** The picker entry of a prefix id, or undefined for one the picker does not offer. */
export function findPhonePrefix(id: string): PhonePrefix | undefined {
  return PHONE_PREFIXES.find((prefix) => prefix.id === id);
}
