/** A translate function (the i18n layer's), passed in: the domain does not load dictionaries. */
export type TranslateFn = (key: string, options?: Record<string, string | number>) => string;
