import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, chatMessageSchema, chatStartSchema } from '../chat-fields.ts';

const first = {
  culture: 'es',
  name: ' Lucía ',
  email: 'lucia@example.es',
  privacyAgreed: true,
  text: ' ¿Hay residencia? ',
  page: '/es/english/malta/?c.weeks=4',
};

describe('the chat fields', () => {
  it('takes a first message, trimmed, with the page it was written on', () => {
    expect(chatStartSchema.parse(first)).toMatchObject({ name: 'Lucía', text: '¿Hay residencia?', page: first.page });
  });

  it('names the field of each problem by its dictionary key', () => {
    const problem = (fields: object) => chatStartSchema.safeParse({ ...first, ...fields }).error?.issues[0];
    expect(problem({ name: '' })).toMatchObject({ path: ['name'], message: 'chat.error.name' });
    expect(problem({ email: 'x@' })).toMatchObject({ path: ['email'], message: 'chat.error.email' });
    expect(problem({ privacyAgreed: 'yes' })).toMatchObject({ path: ['privacyAgreed'], message: 'chat.error.privacy' });
    expect(problem({ culture: 'xx' })).toMatchObject({ path: ['culture'], message: 'chat.error.culture' });
    expect(problem({ page: '//evil.example/' })).toMatchObject({ path: ['page'], message: 'chat.error.page' });
    expect(problem({ page: 'https://evil.example/' })).toMatchObject({ path: ['page'] });
  });

  it('limits a message to its size and to text', () => {
    expect(chatMessageSchema.safeParse({ text: 'x'.repeat(CHAT_LIMITS.text) }).success).toBe(true);
    expect(chatMessageSchema.safeParse({ text: 'x'.repeat(CHAT_LIMITS.text + 1) }).error?.issues[0]?.message).toBe(
      'chat.error.textTooLong',
    );
    expect(chatMessageSchema.safeParse({ text: 'a\u0000b' }).success).toBe(false);
    expect(chatMessageSchema.parse({ text: 'line one\nline two\t<b>' }).text).toBe('line one\nline two\t<b>');
  });
});
