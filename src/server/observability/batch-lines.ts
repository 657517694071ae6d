import { pino, type DestinationStream } from 'pino';

type SonicBoom = ReturnType<typeof pino.destination>;

export interface BatchedLines extends DestinationStream {
  /** Hands the lines held here to the destination, and has it write them (pino's logger.flush() calls it). */
  flush(done?: (error?: Error) => void): void;
}

/**
 * Lines handed to `destination` (pino's SonicBoom) `minBytes` at a time rather than one by one.
 * For every line it is given, SonicBoom measures the bytes of the chunk it is collecting; while a
 * write is under way that chunk grows to 16 KB, so each line cost a pass over kilobytes (and a copy
 * of them, the chunk being a string made by +=), more than writing the line itself. Here a line
 * costs a push, and SonicBoom gets a few joined chunks a second.
 *
 * What is held here goes on to the destination before the process exits, ahead of pino's own
 * flush of the destination at exit (an uncaught error included), so no line is lost that would
 * not have been lost without the batching.
 */
export function batchLines(destination: SonicBoom, minBytes: number): BatchedLines {
  let held: string[] = [];
  let length = 0;
  const pass = () => {
    if (held.length === 0) return;
    const chunk = held.join('');
    held = [];
    length = 0;
    destination.write(chunk);
  };
  // Before pino's own handlers: at beforeExit it flushes and ends the destination, at exit it writes it out synchronously.
  process.prependListener('beforeExit', pass);
  process.prependListener('exit', () => {
    try {
      pass();
    } catch {
      // The destination was ended at beforeExit and is gone: lines written after that have nowhere to go.
    }
  });
  return {
    write(line: string) {
      held.push(line);
      length += line.length;
      if (length >= minBytes) pass();
    },
    flush(done) {
      pass();
      destination.flush(done);
    },
  };
}
