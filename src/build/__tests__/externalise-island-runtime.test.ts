import { describe, expect, it } from 'vitest';
import { externaliseIslandRuntime } from '../externalise-island-runtime.ts';

// As Astro writes it before the first island (shortened; the real one holds "<unknown>" too).
const runtime =
  '(()=>{class f extends HTMLElement{start(){let i=this.getAttribute("component-url")||"<unknown>"}}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const directive = '(()=>{(self.Astro||(self.Astro={})).visible=()=>{};})();';
const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><script>var h=1</script></head><body><p>Hi</p>${scripts}<astro-island uid="a" client="visible"></astro-island><script>var z=2</script></body></html>`;

describe('externaliseIslandRuntime', () => {
  it("loads Astro's island runtime from a file, deferred, where its script was; the directive stays inline", () => {
    const { html, file } = externaliseIslandRuntime(
      page(`<script>${directive}</script><script>${runtime}</script>`),
      '',
    );
    expect(file).toEqual({ fileName: expect.stringMatching(/^astro-island\.[\w-]{10}\.js$/), content: `${runtime}\n` });
    expect(html).toBe(page(`<script>${directive}</script><script src="/_astro/${file!.fileName}" defer></script>`));
  });

  it('names the file by its text, and loads it from the assets host when there is one', () => {
    const one = externaliseIslandRuntime(page(`<script>${runtime}</script>`), 'https://cdn.example.org');
    const other = externaliseIslandRuntime(page(`<script>${runtime.replace('class f', 'class g')}</script>`), '');
    expect(one.html).toContain(`<script src="https://cdn.example.org/_astro/${one.file!.fileName}" defer></script>`);
    expect(other.file!.fileName).not.toBe(one.file!.fileName);
  });

  it('leaves a page without islands as it is', () => {
    const plain = page('');
    expect(externaliseIslandRuntime(plain, '')).toEqual({ html: plain, file: undefined });
  });
});
