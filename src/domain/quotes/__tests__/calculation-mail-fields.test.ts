import { describe, expect, it } from 'vitest';
import { calculationMailFieldsSchema } from '../calculation-mail-fields.ts';
import { fieldProblems } from '../field-problems.ts';
import { officeQuoteRequestSchema } from '../office-quote-request.ts';

const problems = (input: unknown) => {
  const result = officeQuoteRequestSchema.safeParse(input);
  return result.success ? [] : fieldProblems(result.error);
};
const valid = {
  schoolId: 101,
  culture: 'en',
  query: 'c.w=102&c.weeks=2',
  email: ' Client@Example.com ',
  name: ' Ana Souza ',
  text: '',
};

describe('the calculation mail form (spec section 5)', () => {
  it('takes Email and Name, trimmed, and an optional Text with its line breaks', () => {
    expect(
      calculationMailFieldsSchema.parse({ email: ' ana@example.com ', name: ' Ana ', text: 'Line one\nLine two\n' }),
    ).toEqual({ email: 'ana@example.com', name: 'Ana', text: 'Line one\nLine two' });
    expect(calculationMailFieldsSchema.parse({ email: 'ana@example.com', name: 'Ana' })).toEqual({
      email: 'ana@example.com',
      name: 'Ana',
      text: '',
    });
  });

  it('names every missing or wrong field, one message each', () => {
    expect(problems({ ...valid, email: '', name: '   ' })).toEqual([
      { field: 'email', message: 'Enter the client’s e-mail address.' },
      { field: 'name', message: 'Enter the client’s name.' },
    ]);
    expect(problems({ ...valid, email: 'not an address' })).toEqual([
      { field: 'email', message: 'Enter an e-mail address such as name@example.com.' },
    ]);
    expect(problems({ ...valid, text: 'x'.repeat(2001) })).toEqual([
      { field: 'text', message: 'The message must be at most 2000 characters.' },
    ]);
    expect(problems({ ...valid, name: 'Ana\u0000' })).toEqual([
      { field: 'name', message: 'The name must not contain control characters.' },
    ]);
  });

  it('needs the cart: a school id, a culture of the site and the query', () => {
    expect(problems(valid)).toEqual([]);
    expect(problems({ ...valid, schoolId: 'x', culture: 'xx', query: undefined }).map((p) => p.field)).toEqual([
      'schoolId',
      'culture',
      'query',
    ]);
  });
});
