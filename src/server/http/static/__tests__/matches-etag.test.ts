import { describe, expect, it } from 'vitest';
import { matchesEtag } from '../matches-etag.ts';

describe('matchesEtag', () => {
  it('matches the tag alone, in a list, weak or strong, and *', () => {
    expect(matchesEtag('"a-br"', '"a-br"')).toBe(true);
    expect(matchesEtag('"x", "a-br"', '"a-br"')).toBe(true);
    expect(matchesEtag('W/"a-br"', '"a-br"')).toBe(true);
    expect(matchesEtag('*', '"a-br"')).toBe(true);
  });

  it('does not match another representation of the same file', () => {
    expect(matchesEtag('"a"', '"a-br"')).toBe(false);
    expect(matchesEtag('"a-br"', '"a-gzip"')).toBe(false);
    expect(matchesEtag('', '"a"')).toBe(false);
  });
});
