/** Work run a few at a time; what comes when the queue is full is answered 'busy' at once. */
export interface PhotoWorkQueue {
  run<T>(work: () => Promise<T>): Promise<T | 'busy'>;
}

/**
 * At most `running` photos processed at once and `waiting` more queued; any more is refused at
 * once, so a burst of uploads costs the server a bounded amount of CPU and memory (a decoded
 * 50-megapixel photo holds 150 MB). The decoding itself runs on sharp's own threads, off the
 * event loop.
 */
export function createPhotoWorkQueue({ running, waiting }: { running: number; waiting: number }): PhotoWorkQueue {
  let active = 0;
  const queue: (() => void)[] = [];
  return {
    async run(work) {
      if (active >= running && queue.length >= waiting) return 'busy';
      if (active >= running) await new Promise<void>((resolve) => queue.push(resolve));
      active += 1;
      try {
        return await work();
      } finally {
        active -= 1;
        queue.shift()?.();
      }
    },
  };
}
