import { describe, expect, it } from 'vitest';
import { absoluteUrl, culturePath } from '../site-url.ts';
import { breadcrumbJsonLd, jsonForScript } from '../breadcrumb-json-ld.ts';

describe('site URLs', () => {
  it('builds culture paths with one trailing slash', () => {
    expect(culturePath('ru', '')).toBe('/ru/');
    expect(culturePath('ru', 'english/malta')).toBe('/ru/english/malta/');
    expect(culturePath('ru', '/english/malta/')).toBe('/ru/english/malta/');
  });

  it('makes absolute URLs on the configured site', () => {
    expect(absoluteUrl('https://example.org', '/en/english/')).toBe('https://example.org/en/english/');
    expect(absoluteUrl(new URL('http://localhost:4321/'), '/ru/')).toBe('http://localhost:4321/ru/');
  });
});

describe('breadcrumb JSON-LD', () => {
  it('numbers the crumbs from 1 as schema.org asks', () => {
    const data = breadcrumbJsonLd([
      { name: 'English', url: 'https://x.org/en/english/' },
      { name: 'Malta', url: 'https://x.org/en/english/malta/' },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'English', item: 'https://x.org/en/english/' },
        { '@type': 'ListItem', position: 2, name: 'Malta', item: 'https://x.org/en/english/malta/' },
      ],
    });
  });

  it('cannot close its script tag', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
