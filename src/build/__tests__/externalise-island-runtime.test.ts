import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';
import { describe, expect, it } from 'vitest';
import { externaliseIslandRuntime } from '../externalise-island-runtime.ts';

const texts = { runtime: islandRuntime, styles: ISLAND_STYLES };
// An added directive as Astro's esbuild writes it (with its closing newline).
const cartDirective =
  '(()=>{var m=(r,e,n)=>{r()};(self.Astro||(self.Astro={})).cart=m;window.dispatchEvent(new Event("astro:cart"));})();\n';
const island = (client: string) =>
  `<astro-island uid="a" component-url="/_astro/X.js" ssr client="${client}"><p>x</p></astro-island>`;
const head = '<!DOCTYPE html><html><head><script>var h=1</script></head><body><p>before</p>';
const page = (first: string, second: string) =>
  [
    head,
    `<style>${ISLAND_STYLES}</style><script>${first}</script><script>${islandRuntime}</script>${island('a')}`,
    `<p>between</p><script>${second}</script>${island('b')}${island('a')}</body></html>`,
  ].join('');

describe('externaliseIslandRuntime', () => {
  it("replaces Astro's inline island style and runtime with a module script, keeping the directives' scripts", () => {
    const { html, file } = externaliseIslandRuntime(page(visibleDirective, cartDirective), texts, '');
    expect(file).toEqual({
      fileName: expect.stringMatching(/^islands\.[\w-]{10}\.js$/),
      content: `${islandRuntime}\n`,
    });
    expect(html).toBe(
      [
        head,
        `<script type="module" src="/_astro/${file!.fileName}"></script><script>${visibleDirective}</script>${island('a')}`,
        `<p>between</p><script>${cartDirective}</script>${island('b')}${island('a')}</body></html>`,
      ].join(''),
    );
  });

  it('gives every page the same file, whichever directives it uses', () => {
    const one = externaliseIslandRuntime(page(visibleDirective, cartDirective), texts, '').file;
    const other = externaliseIslandRuntime(page(cartDirective, visibleDirective), texts, '').file;
    expect(other).toEqual(one);
  });

  it('links the file from the assets host when there is one', () => {
    const { html, file } = externaliseIslandRuntime(
      page(visibleDirective, cartDirective),
      texts,
      'https://cdn.example.org',
    );
    expect(html).toContain(`<script type="module" src="https://cdn.example.org/_astro/${file!.fileName}"></script>`);
  });

  it('leaves a page without islands as it is', () => {
    const plain = `<body><script>${cartDirective}</script><p>no island</p></body>`;
    expect(externaliseIslandRuntime(plain, texts, '')).toEqual({ html: plain, file: undefined });
  });

  it("refuses a page whose runtime is not after Astro's style and a directive, right before an island", () => {
    const noDirective = `<body><style>${ISLAND_STYLES}</style><script>(()=>{window.x=1})();</script><script>${islandRuntime}</script>${island('a')}</body>`;
    const noIsland = `<body><style>${ISLAND_STYLES}</style><script>${visibleDirective}</script><script>${islandRuntime}</script><p>x</p></body>`;
    expect(() => externaliseIslandRuntime(noDirective, texts, '')).toThrow(/has Astro changed/);
    expect(() => externaliseIslandRuntime(noIsland, texts, '')).toThrow(/has Astro changed/);
  });
});
