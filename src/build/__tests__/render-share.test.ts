import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SchoolCard } from '../../domain/catalogue/api-types.ts';
import { renderedSchoolRoutes, renderShare, rendersCulturePages } from '../render-share.ts';

afterEach(() => vi.unstubAllEnvs());

const card = (id: number, slug: string, languages: string[]) =>
  ({ id, slug, languages, country: 'Malta', city: 'Sliema' }) as unknown as SchoolCard;

describe('renderShare', () => {
  it('gives each render every n-th item from its own, so the shares are disjoint and cover the list', () => {
    const items = Array.from({ length: 11 }, (_, index) => index);
    const shares = [0, 1, 2].map((index) => {
      vi.stubEnv('RENDER_SHARD', `${index}/3`);
      return renderShare(items);
    });
    expect(shares).toEqual([
      [0, 3, 6, 9],
      [1, 4, 7, 10],
      [2, 5, 8],
    ]);
  });

  it('gives a render without a shard every item, and the pages once per culture to the first render only', () => {
    expect(renderShare([1, 2, 3])).toEqual([1, 2, 3]);
    expect(rendersCulturePages()).toBe(true);
    vi.stubEnv('RENDER_SHARD', '0/2');
    expect(rendersCulturePages()).toBe(true);
    vi.stubEnv('RENDER_SHARD', '1/2');
    expect(rendersCulturePages()).toBe(false);
  });

  it('is refused when the shard is not one of the renders', () => {
    vi.stubEnv('RENDER_SHARD', '2/2');
    expect(() => renderShare([1])).toThrow('invalid environment variable RENDER_SHARD: must be i/n with i below n');
    vi.stubEnv('RENDER_SHARD', 'half');
    expect(() => renderShare([1])).toThrow('invalid environment variable RENDER_SHARD: must be i/n');
  });
});

describe('renderedSchoolRoutes', () => {
  const schools = [card(1, 'alpha', ['English']), card(2, 'beta', ['English', 'German']), card(3, 'gamma', ['German'])];
  const slugs = (routes: readonly { school: string; language: string }[]) =>
    routes.map((route) => `${route.school} ${route.language}`);

  it('splits the school pages between the renders, and keeps a partial build’s schools only', () => {
    const all = slugs(renderedSchoolRoutes(schools));
    expect(all).toHaveLength(4);
    vi.stubEnv('RENDER_SHARD', '0/2');
    const first = slugs(renderedSchoolRoutes(schools));
    vi.stubEnv('RENDER_SHARD', '1/2');
    const second = slugs(renderedSchoolRoutes(schools));
    expect([...first, ...second].sort()).toEqual([...all].sort());
    expect(first).toHaveLength(2);

    vi.unstubAllEnvs();
    vi.stubEnv('RENDER_ONLY_SCHOOLS', '2');
    expect(slugs(renderedSchoolRoutes(schools)).sort()).toEqual(['beta english', 'beta german']);
  });
});
