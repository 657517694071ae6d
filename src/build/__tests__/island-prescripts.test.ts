import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';
import { describe, expect, it } from 'vitest';
import { externaliseIslandPrescripts } from '../island-prescripts.ts';

const texts = { runtime: islandRuntime, styles: ISLAND_STYLES };
// An added directive as Astro's esbuild writes it (with its closing newline).
const cartDirective =
  '(()=>{var m=(r,e,n)=>{r()};(self.Astro||(self.Astro={})).cart=m;window.dispatchEvent(new Event("astro:cart"));})();\n';
const island = (client: string) =>
  `<astro-island uid="a" component-url="/_astro/X.js" ssr client="${client}"><p>x</p></astro-island>`;
const page = [
  '<!DOCTYPE html><html><head><script>var h=1</script></head><body><p>before</p>',
  `<style>${ISLAND_STYLES}</style><script>${visibleDirective}</script><script>${islandRuntime}</script>${island('visible')}`,
  '<p>between</p>',
  `<script>${cartDirective}</script>${island('cart')}`,
  `${island('visible')}</body></html>`,
].join('');

describe('externaliseIslandPrescripts', () => {
  it("replaces Astro's inline style, runtime and directive scripts with one module script where they began", () => {
    const { html, file } = externaliseIslandPrescripts(page, texts, '');
    expect(file).toBeDefined();
    expect(html).toBe(
      [
        '<!DOCTYPE html><html><head><script>var h=1</script></head><body><p>before</p>',
        `<script type="module" src="/_astro/${file!.fileName}"></script>${island('visible')}`,
        `<p>between</p>${island('cart')}${island('visible')}</body></html>`,
      ].join(''),
    );
    expect(file!.content).toBe(`${cartDirective.trimEnd()}\n${visibleDirective}\n${islandRuntime}\n`);
    expect(file!.fileName).toMatch(/^islands\.[\w-]{10}\.js$/);
  });

  it('names the file by its text: the same directives give the same file, others another', () => {
    const first = externaliseIslandPrescripts(page, texts, '').file!;
    const again = externaliseIslandPrescripts(page.replace('<p>between</p>', '<p>other words</p>'), texts, '').file!;
    const visibleOnly = externaliseIslandPrescripts(
      `<body><style>${ISLAND_STYLES}</style><script>${visibleDirective}</script><script>${islandRuntime}</script>${island('visible')}</body>`,
      texts,
      '',
    ).file!;
    expect(again).toEqual(first);
    expect(visibleOnly.fileName).not.toBe(first.fileName);
  });

  it('links the file from the assets host when there is one', () => {
    const { html, file } = externaliseIslandPrescripts(page, texts, 'https://cdn.example.org');
    expect(html).toContain(`<script type="module" src="https://cdn.example.org/_astro/${file!.fileName}"></script>`);
  });

  it('leaves a page without islands as it is', () => {
    const plain = `<body><script>${cartDirective}</script><p>no island</p></body>`;
    expect(externaliseIslandPrescripts(plain, texts, '')).toEqual({ html: plain, file: undefined });
  });

  it("refuses a page whose island has no directive script of Astro's, taking no other inline script for one", () => {
    const ours = `<body><script>(()=>{window.x=1})();</script>${island('cart')}</body>`;
    expect(() => externaliseIslandPrescripts(ours, texts, '')).toThrow(/islands of cart/);
  });

  it("refuses a page where Astro's runtime is somewhere it does not expect", () => {
    const stray = page.replace('<p>between</p>', `<script>${islandRuntime}</script><p>between</p>`);
    expect(() => externaliseIslandPrescripts(stray, texts, '')).toThrow(/has Astro changed/);
  });
});
