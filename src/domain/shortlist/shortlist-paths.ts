import { culturePath } from '../routes/site-url.ts';

/** The shortlist page of a culture: the schools saved in this browser. */
export const shortlistPath = (culture: string): string => culturePath(culture, 'shortlist/');

/** The comparison page with its query (compareQuery): the link a visitor shares or is mailed. */
export const comparePath = (culture: string, query: string): string =>
  `${culturePath(culture, 'compare/')}${query === '' ? '' : `?${query}`}`;

/** The confirmation link of a shortlist mail (double opt-in); opening it changes nothing, its button does. */
export const shortlistConfirmPath = (culture: string, token: string): string =>
  culturePath(culture, `shortlist/confirm/${token}/`);
