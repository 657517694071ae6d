import { pino, type DestinationStream } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../create-logger.ts';
import { requestContext } from '../request-context.ts';
import { requestLineWriter, type RequestLine } from '../request-line-writer.ts';

/** A destination that keeps what it is given, line by line, with the time (which moves between two lines) taken out. */
function capture(): DestinationStream & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    write(text: string) {
      lines.push(text.replace(/"time":"[^"]+"/, '"time":"…"'));
    },
  };
}

const lines: RequestLine[] = [
  { reqId: '3f0c2a9e-4b1d-4c6e-9a51-2d7f0b8e6c14', method: 'GET', route: '/robots.txt', status: 200, durationMs: 0.4 },
  { reqId: 'lb-7f3a9c2e-0002', method: 'GET', route: '/:culture/:language/', status: 304, durationMs: 12 },
  { reqId: 'lb-7f3a9c2e-0003', method: 'POST', route: '/api/bookings', status: 503, durationMs: 5003.1 },
  { reqId: 'lb-7f3a9c2e-0004', method: 'GET', route: '*', status: 499, durationMs: 1.5, aborted: true },
];

describe('the request line', () => {
  it('is written in the bytes pino writes for it, at info, or at error for a 5xx', () => {
    const direct = capture();
    const throughPino = capture();
    const write = requestLineWriter(createLogger({ destination: direct }));
    const logger = createLogger({ destination: throughPino });
    for (const line of lines) {
      write(line);
      if (line.status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    }
    expect(direct.lines).toEqual(throughPino.lines);
    expect(direct.lines.map((text) => (JSON.parse(text) as { level: number }).level)).toEqual([30, 30, 50, 30]);
  });

  it('is the same within a request’s context, whose id the logger adds to every other line', () => {
    const direct = capture();
    const throughPino = capture();
    const write = requestLineWriter(createLogger({ destination: direct }));
    const logger = createLogger({ destination: throughPino });
    requestContext.run({ id: lines[0]!.reqId, route: undefined }, () => {
      write(lines[0]!);
      logger.info(lines[0], 'request');
    });
    expect(direct.lines).toEqual(throughPino.lines);
  });

  it('keeps to the logger’s level', () => {
    const direct = capture();
    const write = requestLineWriter(createLogger({ level: 'warn', destination: direct }));
    for (const line of lines) write(line);
    expect(direct.lines.map((text) => (JSON.parse(text) as { status: number }).status)).toEqual([503]);
  });

  it('goes through pino for a logger that shapes its lines otherwise', () => {
    const direct = capture();
    const write = requestLineWriter(pino({ formatters: { log: (fields) => ({ ...fields, shaped: true }) } }, direct));
    write(lines[0]!);
    expect(JSON.parse(direct.lines[0]!)).toMatchObject({ reqId: lines[0]!.reqId, shaped: true, msg: 'request' });
  });
});
