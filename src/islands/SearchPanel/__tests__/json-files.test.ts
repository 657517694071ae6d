import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJsonFiles } from '../json-files.ts';

/** A fetch that answers each address with its value, or 500 for none, and counts the calls. */
function serve(files: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (src: string) => {
    asked.push(src);
    const body = files[src];
    return Promise.resolve(
      body === undefined ? new Response('', { status: 500 }) : new Response(JSON.stringify(body), { status: 200 }),
    );
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('the files an island reads', () => {
  it('gives a primed file at once, asking nothing', () => {
    const asked = serve({});
    const files = createJsonFiles<{ n: number }>('test');
    files.prime('/a.json', { n: 1 });
    expect(files.read('/a.json')).toEqual({ n: 1 });
    expect(asked).toEqual([]);
  });

  it('fetches a file once, however often it is read, then has it at once', async () => {
    const asked = serve({ '/a.json': { n: 2 } });
    const files = createJsonFiles<{ n: number }>('test');
    const first = files.read('/a.json');
    expect(files.read('/a.json')).toBe(first);
    expect(await first).toEqual({ n: 2 });
    expect(files.read('/a.json')).toEqual({ n: 2 });
    expect(asked).toEqual(['/a.json']);
  });

  it('asks again after a failed load', async () => {
    const asked = serve({});
    const files = createJsonFiles<{ n: number }>('test');
    await expect(files.read('/a.json')).rejects.toThrow('test: HTTP 500');
    await expect(files.read('/a.json')).rejects.toThrow('test: HTTP 500');
    expect(asked).toEqual(['/a.json', '/a.json']);
  });

  it('keeps only the newest primed files past its limit', () => {
    serve({});
    const files = createJsonFiles<number>('test', 2);
    files.prime('/1.json', 1);
    files.prime('/2.json', 2);
    files.prime('/3.json', 3);
    expect(files.read('/3.json')).toBe(3);
    expect(files.read('/2.json')).toBe(2);
    const dropped = files.read('/1.json');
    expect(dropped).toBeInstanceOf(Promise);
    return expect(dropped).rejects.toThrow();
  });
});
