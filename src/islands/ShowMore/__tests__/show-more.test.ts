// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { connectShowMore } from '../show-more.ts';

const list = (count: number) => {
  document.body.innerHTML = `<div id="courses-list" data-show-more="Show all ${count} courses" data-show-less="Show fewer courses">${Array.from(
    { length: count },
    (_, i) => `<article data-show-more-item>Course ${i + 1}</article>`,
  ).join('')}</div>`;
  return document.querySelector<HTMLElement>('#courses-list')!;
};
const visible = () =>
  [...document.querySelectorAll<HTMLElement>('[data-show-more-item]')].filter((item) => !item.hidden).length;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('show more', () => {
  it('shows 3 items until the toggle expands the list, and folds it again', () => {
    connectShowMore(list(5));
    const button = document.querySelector('button')!;
    expect([visible(), button.textContent, button.getAttribute('aria-expanded')]).toEqual([
      3,
      'Show all 5 courses',
      'false',
    ]);
    button.click();
    expect([visible(), button.textContent, button.getAttribute('aria-expanded')]).toEqual([
      5,
      'Show fewer courses',
      'true',
    ]);
    button.click();
    expect(visible()).toBe(3);
  });

  it('leaves 3 or fewer items alone', () => {
    connectShowMore(list(3));
    expect([visible(), document.querySelector('button')]).toEqual([3, null]);
  });
});
