import { z } from 'zod';
import { CULTURES } from '../culture.ts';
import { calculationMailFieldsSchema } from './calculation-mail-fields.ts';

/** The longest cart query taken: every key of a cart with long ids fits in a tenth of it. */
export const MAX_CART_QUERY_LENGTH = 2000;

/**
 * What the staff's "send calculation to client" dialog posts: the form's fields and the cart
 * (the school, the page's culture, the cart's query with the spec's short keys). The prices are
 * not in it: the server prices the cart itself.
 */
export const officeQuoteRequestSchema = calculationMailFieldsSchema.extend({
  schoolId: z
    .number({ error: 'schoolId must be a school id' })
    .int({ error: 'schoolId must be a school id' })
    .positive({ error: 'schoolId must be a school id' }),
  culture: z.enum(CULTURES, { error: `culture must be one of ${CULTURES.join(', ')}` }),
  query: z
    .string({ error: 'query must be the cart’s query' })
    .max(MAX_CART_QUERY_LENGTH, { error: `query must be at most ${MAX_CART_QUERY_LENGTH} characters` }),
});

export type OfficeQuoteRequest = z.output<typeof officeQuoteRequestSchema>;
