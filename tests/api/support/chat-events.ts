/** One server-sent event as a chat stream sends it. */
export interface StreamedEvent {
  event: string;
  data: unknown;
}

export interface EventStream {
  /** Resolves with the next event (of this type, when given) the stream sends; earlier ones of other types are passed over. */
  next(type?: string, test?: (data: unknown) => boolean): Promise<StreamedEvent>;
  close(): void;
}

/**
 * Opens a chat event stream over HTTP as a browser's EventSource would, and waits for its
 * `ready` event: from then on nothing sent to the conversation is missed.
 */
export async function openChatEvents(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`events at ${url} answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const queue: StreamedEvent[] = [];
  const waiting: (() => void)[] = [];
  let buffer = '';
  let ended = false;
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = [...block.matchAll(/^data: (.*)$/gm)].map((m) => m[1]).join('\n');
          if (event) queue.push({ event, data: data ? JSON.parse(data) : null });
          for (const wake of waiting.splice(0)) wake();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      for (const wake of waiting.splice(0)) wake();
    }
  })();
  const stream: EventStream = {
    async next(type, test) {
      for (;;) {
        const index = queue.findIndex((item) => (!type || item.event === type) && (!test || test(item.data)));
        if (index >= 0) return queue.splice(index, 1)[0]!;
        if (ended) throw new Error(`the stream at ${url} ended before a ${type ?? 'further'} event`);
        await new Promise<void>((wake) => waiting.push(wake));
      }
    },
    close: () => controller.abort(),
  };
  await stream.next('ready');
  return stream;
}
