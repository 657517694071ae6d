import { pino } from 'pino';
import { afterEach, expect, it, vi } from 'vitest';
import { isoTimeStamp } from '../iso-time-stamp.ts';

afterEach(() => vi.useRealTimers());

it("writes the time as pino's isoTime does, and follows the clock from one millisecond to the next", () => {
  vi.useFakeTimers({ now: new Date('2026-12-07T16:00:00.000Z') });
  expect(isoTimeStamp()).toBe(pino.stdTimeFunctions.isoTime());
  expect(isoTimeStamp()).toBe(',"time":"2026-12-07T16:00:00.000Z"');
  vi.advanceTimersByTime(1);
  expect(isoTimeStamp()).toBe(',"time":"2026-12-07T16:00:00.001Z"');
  vi.setSystemTime(new Date('2027-01-01T00:00:00.000Z'));
  expect(isoTimeStamp()).toBe(pino.stdTimeFunctions.isoTime());
});
