import type en from './dictionaries/en.json';

// English is the source dictionary: its keys are the keys (check:i18n holds the other cultures
// to it). A plural key is named without its suffix, as a call with a count names it.
type PluralSuffix = `_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;
type EnglishKey = keyof typeof en & string;
type KeyOf<K extends string> = K extends `${infer Base}_other`
  ? Base
  : K extends `${string}${PluralSuffix}`
    ? never
    : K;

declare module '../domain/text/translate-fn.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so that it merges with the domain's
  interface TranslationKeys extends Record<KeyOf<EnglishKey>, true> {}
}

export type { TranslateFn as Translate, TranslateValues, TranslationKey } from '../domain/text/translate-fn.ts';
