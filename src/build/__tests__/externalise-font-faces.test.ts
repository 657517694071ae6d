import { describe, expect, it } from 'vitest';
import { externaliseFontFaces } from '../externalise-font-faces.ts';

// As Astro's <Font> writes it (shortened: one face and the fallback).
const css =
  '@font-face{font-family:Inter-3507;src:url("/_astro/fonts/cb13.woff2") format("woff2");font-display:optional;font-weight:100 900;font-style:normal;}' +
  '@font-face{font-family:"Inter-3507 fallback: Arial";src:local("Arial");font-display:swap;size-adjust:107.1194%;}' +
  ':root{--font-inter:Inter-3507,"Inter-3507 fallback: Arial",sans-serif;}';
const page = (style: string) =>
  `<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg">${style} <script>var h=1</script></head><body><style>p{color:red}</style></body></html>`;

describe('externaliseFontFaces', () => {
  it("links the typeface's rules as a stylesheet where their style was", () => {
    const { html, file } = externaliseFontFaces(page(`<style>${css}</style>`), '');
    expect(file).toEqual({ fileName: expect.stringMatching(/^fonts\.[\w-]{10}\.css$/), content: `${css}\n` });
    expect(html).toBe(page(`<link rel="stylesheet" href="/_astro/${file!.fileName}">`));
  });

  it('names the file by its text, and links it from the assets host when there is one', () => {
    const one = externaliseFontFaces(page(`<style>${css}</style>`), 'https://cdn.example.org');
    const other = externaliseFontFaces(page(`<style>${css.replace('107.1194', '107.2')}</style>`), '');
    expect(one.html).toContain(`<link rel="stylesheet" href="https://cdn.example.org/_astro/${one.file!.fileName}">`);
    expect(other.file!.fileName).not.toBe(one.file!.fileName);
  });

  it('leaves a page without the typeface, and every other style, as they are', () => {
    const plain = page('');
    expect(externaliseFontFaces(plain, '')).toEqual({ html: plain, file: undefined });
  });
});
