/**
 * Keeps what an island reads from a static JSON file: the build's render primes it (so the static
 * HTML has it at once), the browser fetches each address once, when the island hydrates. Old
 * entries go past `kept`, so a build of thousands of pages holds a few of them.
 */
export function createJsonFiles<T>(what: string, kept = Infinity) {
  const known = new Map<string, T>();
  const loading = new Map<string, Promise<T>>();

  function prime(src: string, value: T): void {
    known.delete(src);
    known.set(src, value);
    if (known.size > kept) known.delete(known.keys().next().value!);
  }

  /** The file's content: at once where known, else a promise of it, which React's `use` waits for. */
  function read(src: string): T | Promise<T> {
    const ready = known.get(src);
    if (ready !== undefined) return ready;
    let promise = loading.get(src);
    if (!promise) {
      promise = fetch(src, { headers: { accept: 'application/json' } }).then(async (response) => {
        if (!response.ok) throw new Error(`${what}: HTTP ${response.status}`);
        const value = (await response.json()) as T;
        known.set(src, value);
        return value;
      });
      // A failed load may be tried again by the next render.
      promise.catch(() => loading.delete(src));
      loading.set(src, promise);
    }
    return promise;
  }

  return { prime, read };
}
