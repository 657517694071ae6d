import {
  COURSE_CHANGED_EVENT,
  COURSE_DATA_KEY,
  REQUESTED_COURSE_KEY,
  SELECT_COURSE_EVENT,
  type CourseEventDetail,
} from '#stores/cart/course-events.ts';

/**
 * The school page's course list (spec section 4, course selection): each course's 'choose'
 * button selects it in the cart; the course the cart holds is marked and its description open,
 * the others closed. Without JavaScript every description shows and the buttons are hidden.
 */
export function connectCourseList(list: HTMLElement, target: EventTarget = document): () => void {
  const items = [...list.querySelectorAll<HTMLElement>('[data-course-id]')];
  for (const item of items) {
    const button = item.querySelector<HTMLButtonElement>('[data-select-course]');
    if (!button) continue;
    button.hidden = false;
    button.addEventListener('click', () => {
      document.body.dataset[REQUESTED_COURSE_KEY] = item.dataset.courseId;
      target.dispatchEvent(
        new CustomEvent<CourseEventDetail>(SELECT_COURSE_EVENT, {
          detail: { courseId: Number(item.dataset.courseId) },
        }),
      );
    });
  }
  const show = (courseId: number) => {
    for (const item of items) {
      const selected = Number(item.dataset.courseId) === courseId;
      item.classList.toggle('selected', selected);
      item.querySelector<HTMLButtonElement>('[data-select-course]')?.setAttribute('aria-pressed', String(selected));
      const description = item.querySelector<HTMLDetailsElement>('details[data-course-description]');
      if (description) description.open = selected;
    }
  };
  const onChanged = (event: Event) => show((event as CustomEvent<CourseEventDetail>).detail.courseId);
  // The cart may have started first: it left its course on the body; before it starts, its static
  // HTML names the course it opens on.
  const already =
    document.body.dataset[COURSE_DATA_KEY] ??
    document.querySelector<HTMLElement>('[data-opening-course]')?.dataset.openingCourse;
  if (already) show(Number(already));
  target.addEventListener(COURSE_CHANGED_EVENT, onChanged);
  return () => target.removeEventListener(COURSE_CHANGED_EVENT, onChanged);
}
