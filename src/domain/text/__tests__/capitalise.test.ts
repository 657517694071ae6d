import { describe, expect, it } from 'vitest';
import { capitalise } from '../capitalise.ts';

describe('capitalise', () => {
  it('upper-cases the first letter as the locale does', () => {
    expect(capitalise('английский', 'ru')).toBe('Английский');
    expect(capitalise('inglés', 'es')).toBe('Inglés');
    expect(capitalise('ingilizce', 'tr')).toBe('İngilizce');
    expect(capitalise('英语', 'zh-CN')).toBe('英语');
    expect(capitalise('', 'en')).toBe('');
  });
});
