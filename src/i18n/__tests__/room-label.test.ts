// The room labels in the dictionaries' words: who a room is for, and a room booked only together saying so.
import { describe, expect, it } from 'vitest';
import { CULTURES } from '#domain/culture.ts';
import { createTranslator } from '../create-translator.ts';
import { roomLabel } from '#domain/booking/room-label.ts';

const single = { roomFor: 1, enSuite: false, onlyBookedTogether: false };
const twin = { roomFor: 2, enSuite: false, onlyBookedTogether: false };
const twinTogether = { roomFor: 2, enSuite: true, onlyBookedTogether: true };

describe('roomLabel', () => {
  const t = createTranslator('en');

  it('says who a room is for', () => {
    expect(roomLabel(single, t)).toBe('Single room, shared bathroom');
    expect(roomLabel(twin, t)).toBe('Room for 2, shared bathroom');
  });

  it('says a room booked only together is booked together by as many travellers as it holds', () => {
    expect(roomLabel(twinTogether, t)).toBe('Room for 2, private bathroom — booked together by 2 travellers');
    expect(roomLabel({ ...twinTogether, roomFor: 4 }, t)).toBe(
      'Room for 4, private bathroom — booked together by 4 travellers',
    );
  });

  it('leaves a booking summary kept before the flag existed as a room booked alone', () => {
    expect(roomLabel({ roomFor: 2, enSuite: false }, t)).toBe('Room for 2, shared bathroom');
  });

  it.each(CULTURES)('says it in %s, apart from the room alone', (culture) => {
    const translate = createTranslator(culture);
    const together = roomLabel(twinTogether, translate);
    const alone = roomLabel({ ...twinTogether, onlyBookedTogether: false }, translate);
    expect(together.startsWith(alone)).toBe(true);
    expect(together.length).toBeGreaterThan(alone.length + 3);
    expect(together).toContain('2');
    expect(together).not.toMatch(/housing\.|\{\{/);
  });
});
