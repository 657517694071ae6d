import { describe, expect, it } from 'vitest';
import { externaliseIslandScripts } from '../externalise-island-scripts.ts';

// As Astro writes them before the first island (shortened; the real runtime holds "<unknown>" too).
const runtime =
  '(()=>{class f extends HTMLElement{start(){let i=this.getAttribute("component-url")||"<unknown>"}}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const visible =
  '(()=>{(self.Astro||(self.Astro={})).visible=()=>{};window.dispatchEvent(new Event("astro:visible"));})();';
const cart = '(()=>{(self.Astro||(self.Astro={})).cart=()=>{};window.dispatchEvent(new Event("astro:cart"));})();';
const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><script>var h=1</script></head><body><p>Hi</p>${scripts}<astro-island uid="a" client="visible"></astro-island><script>(()=>{var z=2})();</script></body></html>`;
const deferred = (fileName: string, base = '') => `<script src="${base}/_astro/${fileName}" defer></script>`;

describe('externaliseIslandScripts', () => {
  it("loads Astro's island runtime and directives from one file, deferred, where the first of them was", () => {
    const { html, file } = externaliseIslandScripts(
      page(`<script>${visible}\n</script><script>${runtime}</script><p>Map</p><script>${cart}</script>`),
      '',
    );
    expect(file).toEqual({
      fileName: expect.stringMatching(/^astro-islands\.[\w-]{10}\.js$/),
      content: `${visible}\n${runtime}\n${cart}\n`,
    });
    expect(html).toBe(page(`${deferred(file!.fileName)}<p>Map</p>`));
  });

  it('names the file by its text, and loads it from the assets host when there is one', () => {
    const one = externaliseIslandScripts(page(`<script>${runtime}</script>`), 'https://cdn.example.org');
    const other = externaliseIslandScripts(page(`<script>${runtime.replace('class f', 'class g')}</script>`), '');
    expect(one.html).toContain(deferred(one.file!.fileName, 'https://cdn.example.org'));
    expect(other.file!.fileName).not.toBe(one.file!.fileName);
  });

  it('leaves a page without islands, and every other script, as they are', () => {
    const plain = page('');
    expect(externaliseIslandScripts(plain, '')).toEqual({ html: plain, file: undefined });
  });
});
