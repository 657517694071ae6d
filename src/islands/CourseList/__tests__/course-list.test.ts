// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { COURSE_CHANGED_EVENT, SELECT_COURSE_EVENT, type CourseEventDetail } from '#stores/cart/course-events.ts';
import { connectCourseList } from '../course-list.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the course list', () => {
  it('asks the cart for a course, and opens only the description of the course the cart holds', () => {
    document.body.innerHTML = `<div id="list">${[1, 2]
      .map(
        (id) =>
          `<article data-course-id="${id}"><details data-course-description open><summary>About</summary>Text ${id}</details><button type="button" data-select-course hidden>Choose</button></article>`,
      )
      .join('')}</div>`;
    const asked: number[] = [];
    document.addEventListener(SELECT_COURSE_EVENT, (event) =>
      asked.push((event as CustomEvent<CourseEventDetail>).detail.courseId),
    );
    connectCourseList(document.querySelector<HTMLElement>('#list')!);
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-select-course]')];
    expect(buttons.map((b) => b.hidden)).toEqual([false, false]);
    buttons[1]!.click();
    expect(asked).toEqual([2]);
    document.dispatchEvent(new CustomEvent<CourseEventDetail>(COURSE_CHANGED_EVENT, { detail: { courseId: 2 } }));
    expect([...document.querySelectorAll<HTMLDetailsElement>('details')].map((d) => d.open)).toEqual([false, true]);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
  });
});

describe('the course list connected after the cart', () => {
  it('opens the course the cart already holds', () => {
    document.body.innerHTML = `<div id="list">${[1, 2]
      .map(
        (id) =>
          `<article data-course-id="${id}"><details data-course-description open><summary>About</summary></details><button type="button" data-select-course hidden>Choose</button></article>`,
      )
      .join('')}</div>`;
    document.body.dataset.cartCourseId = '1';
    connectCourseList(document.querySelector<HTMLElement>('#list')!);
    expect([...document.querySelectorAll<HTMLDetailsElement>('details')].map((d) => d.open)).toEqual([true, false]);
    delete document.body.dataset.cartCourseId;
  });
});
