/**
 * Makes the next Lighthouse run a visitor's first visit to `origin`. Lighthouse empties the HTTP
 * cache before each run but leaves the origin's local storage, so a later run would find the key
 * an earlier page set once it had fetched Inter (src/layouts/load-typeface.ts) and draw in a font
 * whose files the emptied cache no longer holds: a page no visitor is served. Cleared over the
 * browser's DevTools protocol, as Lighthouse clears the rest.
 */
export async function clearOriginStorage(debuggingPort: number, origin: string): Promise<void> {
  // A page's session, as Lighthouse's own clearing uses: the browser's session answers this with an error.
  const targets = (await (await fetch(`http://127.0.0.1:${debuggingPort}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const page = targets.find((target) => target.type === 'page');
  if (!page) throw new Error('Chromium has no page to clear storage from');
  const socket = new WebSocket(page.webSocketDebuggerUrl);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error('no DevTools connection to Chromium')), { once: true });
    });
    const answer = new Promise<{ error?: { message: string } }>((resolve) =>
      socket.addEventListener('message', (event) => resolve(JSON.parse(String(event.data))), { once: true }),
    );
    socket.send(
      JSON.stringify({ id: 1, method: 'Storage.clearDataForOrigin', params: { origin, storageTypes: 'all' } }),
    );
    const { error } = await answer;
    if (error) throw new Error(`Storage.clearDataForOrigin: ${error.message}`);
  } finally {
    socket.close();
  }
}
