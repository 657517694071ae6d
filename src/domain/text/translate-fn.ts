/**
 * The keys of the UI dictionaries. Empty here, since the domain loads no dictionary: the i18n
 * layer fills it in from the English dictionary (src/i18n/translation-key.ts), so a key that
 * English lacks is a type error wherever text is translated, domain included.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface TranslationKeys {}

/** A key of the English dictionary, plural forms named without their suffix. */
export type TranslationKey = keyof TranslationKeys & string;

/** Values put into a text: {{name}} placeholders; `count` also picks the plural form. */
export type TranslateValues = Readonly<Record<string, unknown>>;

/** A translate function (the i18n layer's), passed in: the domain does not load dictionaries. */
export type TranslateFn = (key: TranslationKey, values?: TranslateValues) => string;
