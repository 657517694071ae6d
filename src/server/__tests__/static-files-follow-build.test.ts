// A new build shows without a restart: the build writes a folder of its own and switches `dist`
// (a symlink) to it; the server indexes the new folder and swaps it in, and what was under way
// finishes on the old one.
import { createServer, get, type Server } from 'node:http';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpHandler } from '../create-http-handler.ts';
import { followingSecurityHeaders } from '../http/following-security-headers.ts';
import { securityHeaders, type SecurityHeaders } from '../http/security-headers.ts';
import { createStaticFiles, type StaticFiles } from '../http/static-files.ts';

let dir: string;
let server: Server;
let base: string;
let files: StaticFiles;
const large = 'x'.repeat(2 * 1024 * 1024);

/** A build folder as the build writes it: its pages' policy beside the client files. */
function writeBuild(name: string, pages: Record<string, string>) {
  const build = join(dir, 'builds', name);
  for (const [path, text] of Object.entries(pages)) {
    mkdirSync(dirname(join(build, 'client', path)), { recursive: true });
    writeFileSync(join(build, 'client', path), text);
  }
  writeFileSync(join(build, 'policy'), `script-src 'sha256-${name}'`);
  return build;
}

/** Points dist at a build the way the build does: a new symlink renamed over the old one. */
function switchTo(build: string) {
  const next = join(dir, `dist.${basename(build)}`);
  symlinkSync(build, next);
  renameSync(next, join(dir, 'dist'));
}

function start(followMs: number) {
  let security: SecurityHeaders | undefined;
  files = createStaticFiles(join(dir, 'dist', 'client'), {
    followMs,
    maxMemoryFileBytes: 1024,
    // As siteSecurityHeaders does: the build's policy, or a strict one when there is no build.
    onBuild: (client) =>
      (security = securityHeaders({
        baseAddress: '',
        pageCsp: existsSync(client) ? readFileSync(join(dirname(client), 'policy'), 'utf8') : "default-src 'self'",
      })),
  });
  const api = { fetch: () => Response.json({ success: true }) };
  server = createServer(
    createHttpHandler({ api, staticFiles: files, security: followingSecurityHeaders(() => security!) }),
  );
  return new Promise<void>((done) =>
    server.listen(0, '127.0.0.1', () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      done();
    }),
  );
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'follow-build-'));
  switchTo(
    writeBuild('one', { 'en/index.html': '<title>First build</title>', 'only-first.txt': 'first', 'large.txt': large }),
  );
});
afterEach(() => {
  files.close();
  server.closeAllConnections();
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static files across builds', () => {
  it('serves the new build once dist leads to it, with its pages policy, and forgets what it no longer has', async () => {
    await start(0);
    const first = await fetch(`${base}/en/`);
    expect(await first.text()).toBe('<title>First build</title>');
    expect(first.headers.get('content-security-policy')).toBe("script-src 'sha256-one'");
    expect(await files.refresh()).toBe(false);

    switchTo(writeBuild('two', { 'en/index.html': '<title>Second build</title>', 'only-second.txt': 'second' }));
    expect(await files.refresh()).toBe(true);
    expect(files.root).toBe(join(dir, 'builds', 'two', 'client'));
    const second = await fetch(`${base}/en/`);
    expect(await second.text()).toBe('<title>Second build</title>');
    expect(second.headers.get('content-security-policy')).toBe("script-src 'sha256-two'");
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(await (await fetch(`${base}/only-second.txt`)).text()).toBe('second');
    expect((await fetch(`${base}/only-first.txt`)).status).toBe(404);
  });

  it('notices the switch by itself', async () => {
    await start(20);
    switchTo(writeBuild('two', { 'en/index.html': '<title>Second build</title>' }));
    await vi.waitFor(
      async () => expect(await (await fetch(`${base}/en/`)).text()).toBe('<title>Second build</title>'),
      { timeout: 10_000, interval: 20 },
    );
  });

  it('lets a download under way finish on the build it started on, even once that build is deleted', async () => {
    await start(0);
    const body = await new Promise<string>((done, fail) => {
      get(`${base}/large.txt`, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.once('data', (chunk: string) => {
          text += chunk;
          res.pause();
          switchTo(writeBuild('two', { 'large.txt': 'small now' }));
          void files.refresh().then(() => {
            rmSync(join(dir, 'builds', 'one'), { recursive: true, force: true });
            res.on('data', (more: string) => (text += more));
            res.on('end', () => done(text));
            res.resume();
          }, fail);
        });
      }).on('error', fail);
    });
    expect(body.length).toBe(large.length);
    expect(body === large).toBe(true);
    expect(await (await fetch(`${base}/large.txt`)).text()).toBe('small now');
  });

  it('keeps serving the last build while dist leads nowhere and that build is still there', async () => {
    await start(0);
    rmSync(join(dir, 'dist'));
    expect(await files.refresh()).toBe(false);
    expect(await (await fetch(`${base}/only-first.txt`)).text()).toBe('first');
    // and nothing once that build is gone too.
    rmSync(join(dir, 'builds', 'one'), { recursive: true, force: true });
    expect(await files.refresh()).toBe(true);
    expect((await fetch(`${base}/only-first.txt`)).status).toBe(404);
  });
});
