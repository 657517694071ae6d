import type { PriceList } from '../catalogue/price-list-schema.ts';
import { coursePricesIn, housingRowsIn, transferIn } from '../catalogue/read-price-list.ts';
import type { AccommodationRules, CourseRules, TransferRules } from '../cart/cart-school.ts';

// The rule views carry the prices a page shows (shownPriceList); a cart is priced by the list in
// force on its dates instead, so the lines it prices are re-read from that list first. The views
// and lists are long-lived (the pricing catalogue's copy, the island's props), so each re-read is
// kept per (view, list) pair rather than made again for every price asked.
const reread = new WeakMap<object, WeakMap<PriceList, unknown>>();

function once<View extends object>(view: View, list: PriceList, make: () => View): View {
  let byList = reread.get(view);
  if (!byList) reread.set(view, (byList = new WeakMap()));
  let made = byList.get(list) as View | undefined;
  if (!made) byList.set(list, (made = make()));
  return made;
}

/** A course's rules with a list's weekly prices and supplements; options the list does not price are left out. */
export function courseOnPriceList<Course extends CourseRules>(course: Course, list: PriceList): Course {
  return once(course, list, () => readCourse(course, list));
}

function readCourse<Course extends CourseRules>(course: Course, list: PriceList): Course {
  const prices = coursePricesIn(list, course.id);
  return {
    ...course,
    courseWeeks: course.courseWeeks.map((range) => ({ ...range, prices: prices.options(range.prices) })),
    seasonSupplements: prices.seasonSupplements,
  };
}

/** A housing's rules with a list's rows for the pairs the housing offers (the rows of its view). */
export function housingOnPriceList<Housing extends AccommodationRules>(housing: Housing, list: PriceList): Housing {
  return once(housing, list, () => readHousing(housing, list));
}

function readHousing<Housing extends AccommodationRules>(housing: Housing, list: PriceList): Housing {
  return { ...housing, prices: housingRowsIn(list, housing.id, housing.prices) };
}

/** A transfer's rules with a list's prices; undefined when the list does not price it. */
export function transferOnPriceList<Transfer extends TransferRules>(
  transfer: Transfer,
  list: PriceList,
): Transfer | undefined {
  return transferIn(transfer, list);
}
