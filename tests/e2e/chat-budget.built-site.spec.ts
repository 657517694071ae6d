// Issue 36: the school page's JavaScript before interaction grows by at most 2 KB gzip for the
// chat. Read from the build: the page loads the chat button's loader up front (its gzip is the
// growth), and the panel's code is a chunk of its own that no page script loads or preloads
// before the visitor opens the chat (the journey, tests/e2e/chat.spec.ts, sees it load then).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const client = resolve('dist/client');
const SCHOOL_PAGES = [
  '/en/english/malta/st_julians/harbour_english_academy_st_julians/',
  '/ru/english/malta/st_julians/harbour_english_academy_st_julians/',
];
const BUDGET = 2 * 1024;

test('the chat adds at most 2 KB gzip of JavaScript before interaction to a school page', () => {
  for (const path of SCHOOL_PAGES) {
    const html = readFileSync(join(client, path, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
    const loaders = scripts.filter((src) => src.includes('ChatButton'));
    expect(loaders, path).toHaveLength(1);
    const loader = readFileSync(join(client, loaders[0]!), 'utf8');
    const size = gzipSync(loader, { level: 9 }).length;
    expect(size, `${path}: the chat loader is ${size} bytes gzip`).toBeLessThanOrEqual(BUDGET);
    // The panel is imported on demand only: by the loader's dynamic import, never a static one.
    const panel = /chat-panel\.[\w-]+\.js/.exec(loader)?.[0];
    expect(panel, 'the loader names the panel chunk').toBeDefined();
    expect(loader).toMatch(new RegExp(`import\\(\`\\./${panel!.replace('.', '\\.')}\`\\)`));
    for (const src of [...scripts, ...preloads]) expect(src, path).not.toContain('chat-panel');
    for (const src of scripts.filter((one) => one !== loaders[0]))
      expect(readFileSync(join(client, src), 'utf8'), `${src} imports nothing of the chat`).not.toMatch(/chat-panel/);
  }
});
