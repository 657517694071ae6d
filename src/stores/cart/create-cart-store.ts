import { atom, computed } from 'nanostores';
import { cartFromQuery } from '#domain/cart/cart-from-query.ts';
import type { CartState } from '#domain/cart/cart-state.ts';
import { cartToQuery } from '#domain/cart/cart-to-query.ts';
import { changeAccommodationDates } from '#domain/cart/change-accommodation-dates.ts';
import { changeCourse } from '#domain/cart/change-course.ts';
import { changeCourseStart } from '#domain/cart/change-course-start.ts';
import { changeWeekPrice } from '#domain/cart/change-week-price.ts';
import { changeWeeks } from '#domain/cart/change-weeks.ts';
import { housingDateOptions } from '#domain/cart/housing-date-options.ts';
import { initialCart } from '#domain/cart/initial-cart.ts';
import { parseCartQuery } from '#domain/cart/parse-cart-query.ts';
import { selectAccommodation } from '#domain/cart/select-accommodation.ts';
import { selectFood } from '#domain/cart/select-food.ts';
import { selectRoom } from '#domain/cart/select-room.ts';
import { selectTransfer } from '#domain/cart/select-transfer.ts';
import { cartCourseStarts } from '#domain/cart/course-rules.ts';
import { cartSuggestions, type CartSuggestion } from '#domain/cart/cart-suggestions.ts';
import { fullyBookedStarts } from '#domain/cart/fully-booked-starts.ts';
import { nearestBookableStay } from '#domain/cart/nearest-bookable-stay.ts';
import { withLiveAvailability } from '#domain/cart/live-availability.ts';
import { revalidateCart } from '#domain/cart/validate-cart.ts';
import { serialiseCartQuery } from '#domain/cart/serialise-cart-query.ts';
import { toggleAccommodation } from '#domain/cart/toggle-accommodation.ts';
import { toggleTransfer } from '#domain/cart/toggle-transfer.ts';
import { toggleTransferDirection } from '#domain/cart/toggle-transfer-direction.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { addedLines, type CartLine } from './added-lines.ts';
import { calculateCart, isAbort } from './calculate-cart.ts';
import type { CartEnvironment } from './cart-environment.ts';
import { isCartHistoryState, type CartHistoryState } from './cart-history-state.ts';
import type { CartPage } from './cart-page.ts';
import { addToCartEvent, bookEvent, cardSidebarPageView } from './cart-events.ts';
import type { PricingState } from './pricing-state.ts';
import type { OpeningCart } from './opening-cart.ts';

/**
 * The state and the non-display logic of a school page's cart (docs/architecture.md): the cart
 * ($cart, changed only through the domain's actions, so every rule is the server's rule), its
 * price ($pricing: loader, superseded requests aborted, the error state), the address and the
 * history, the currency shown, the mobile panel and the booking modal, and the analytics events.
 * It touches the browser only through the environment given to start().
 */
export function createCartStore(page: CartPage, opening?: OpeningCart) {
  // The page's school, with its housing's fully booked periods replaced by the pricing API's
  // (withLiveAvailability) once an answer says they changed after the page was built.
  let school = page.school;
  const $school = atom(school);
  // With the build's opening cart and its price, the store starts on what the static page shows.
  const $cart = atom<CartState | null>(opening?.cart ?? null);
  const $pricing = atom<PricingState>(
    opening ? { status: 'loading_complate', data: opening.price } : { status: 'loading_initial', data: null },
  );
  const $currency = atom<string>(school.currency.isoCode);
  const $panelOpen = atom(false);
  const $bookingOpen = atom(false);
  let env: CartEnvironment | null = null;
  /** The instant the rules count from: the environment's clock (the system's before start, when nothing is shown yet). */
  const now = () => (env ? env.now() : new Date());
  /** The start dates the course picker offers for the cart shown, worked out again when the cart changes. */
  const $courseStarts = computed([$cart, $school], (cart, shown) => (cart ? cartCourseStarts(shown, cart, now()) : []));
  /** What the housing pickers offer for the cart shown (null without housing), worked out again when the cart changes. */
  const $housingDates = computed([$cart, $school], (cart, shown) =>
    cart ? housingDateOptions(shown, cart, now()) : null,
  );
  /** The offered starts the picker shows disabled because the booked housing is fully booked around them. */
  const $fullyBookedStarts = computed([$cart, $courseStarts, $school], (cart, starts, shown) =>
    cart ? fullyBookedStarts(shown, cart, starts) : [],
  );
  /** The ways out of a cart that cannot be booked (none for one that can), worked out by the domain when the cart changes. */
  const $suggestions = computed([$cart, $school], (cart, shown): CartSuggestion[] =>
    cart ? cartSuggestions(shown, cart, now()) : [],
  );
  let controller: AbortController | null = null;
  // Lines the visitor added, announced (add_to_cart) once their price is known.
  let pendingAdds: CartLine[] = [];

  const browser = () => {
    if (!env) throw new Error('the cart store is not started');
    return env;
  };

  const queryOf = (cart: CartState) =>
    serialiseCartQuery(cartToQuery(cart, { schoolId: school.id, culture: page.culture })).toString();
  const addressOf = (cart: CartState) => `${page.path}?${queryOf(cart)}`;
  const historyState = (cart: CartState, price: CalculationData | null): { cart: CartHistoryState } => ({
    cart: { cart, price },
  });

  /**
   * Takes the fully booked periods of a price answer. When they differ from the page's, the
   * pickers follow, and the cart shown is checked again, so a stay closed since the build shows
   * the cart's 'fully booked' error and the ways out the domain finds, as any other refusal.
   */
  const takeAvailability = (data: CalculationData) => {
    const live = withLiveAvailability(school, data.fullyBooked);
    if (live === school) return;
    school = live;
    $school.set(live);
    const cart = $cart.get();
    if (cart) $cart.set(revalidateCart(live, cart, now()));
  };

  /**
   * Asks the API about a cart the page's periods refuse as fully booked, and nothing else: the
   * office may have reopened the dates since the build. Reopened, the cart is shown priced (and
   * written into the address); still closed, nothing changes.
   */
  const recheckFullyBooked = async (cart: CartState, ownController: AbortController) => {
    const environment = browser();
    try {
      const data = await calculateCart(environment.fetch, queryOf(cart), ownController.signal);
      if (controller !== ownController) return;
      controller = null;
      takeAvailability(data);
      const shown = $cart.get();
      if (!shown || shown.errors.hasErrors || !data.price) return;
      $pricing.set({ status: 'loading_complate', data });
      environment.replaceState(historyState(shown, data), addressOf(shown));
    } catch (error) {
      if (isAbort(error) || controller !== ownController) return;
      controller = null;
    }
  };

  const price = async (cart: CartState, initial: boolean, quiet = false) => {
    const environment = browser();
    controller?.abort();
    if (cart.errors.hasErrors) {
      // The browser already knows why this cart cannot be priced (spec section 5): no price asked.
      controller = null;
      pendingAdds = [];
      $pricing.set({ status: 'loading_complate', data: null });
      if (cart.errors.list.every((error) => error.reason === 'fullyBooked')) {
        controller = new AbortController();
        await recheckFullyBooked(cart, controller);
      }
      return;
    }
    const ownController = new AbortController();
    controller = ownController;
    // A quiet request keeps the figures shown as they are (the build's, for the same cart) until the answer.
    if (!quiet) $pricing.set({ status: initial ? 'loading_initial' : 'loading_process', data: $pricing.get().data });
    try {
      const data = await calculateCart(environment.fetch, queryOf(cart), ownController.signal);
      if (controller !== ownController) return;
      controller = null;
      takeAvailability(data);
      $pricing.set({ status: 'loading_complate', data });
      environment.replaceState(historyState(cart, data), addressOf(cart));
      const answer = data.price;
      if (answer) for (const line of pendingAdds) environment.track(addToCartEvent(line, answer));
      pendingAdds = [];
    } catch (error) {
      if (isAbort(error) || controller !== ownController) return;
      controller = null;
      pendingAdds = [];
      // The build's price stays when checking it failed: it was the API's answer for this cart.
      if (!quiet) $pricing.set({ status: 'loading_exception', data: null });
    }
  };

  /**
   * Shows a cart: the address (a new history entry for a visitor's change) when it has no errors,
   * and its price. `first` is the cart the page starts on: announced, and priced quietly when it is
   * the build's opening cart (whose price the static page already shows).
   */
  const show = (next: CartState, mode: 'push' | 'replace', first = false) => {
    const environment = browser();
    const before = first ? null : $cart.get();
    $cart.set(next);
    if (first || before?.course.id !== next.course.id) environment.announceCourse(next.course.id);
    if (before) {
      // A later change of the same kind replaces the line waiting for its price.
      const added = addedLines(before, next);
      pendingAdds = [...pendingAdds.filter((line) => added.every((other) => other.kind !== line.kind)), ...added];
    }
    // A cart with errors is never written into the address (issue 12): a reload or a shared link
    // then gives the last cart that could be priced, not one that opens on an error.
    if (!next.errors.hasErrors) {
      if (mode === 'push') environment.pushState(historyState(next, null), addressOf(next));
      else environment.replaceState(historyState(next, null), addressOf(next));
    }
    const opened = first && opening !== undefined && queryOf(next) === opening.query;
    if (!opened && first && opening) $pricing.set({ status: 'loading_process', data: null });
    void price(next, first && !opening, opened);
  };

  /** Applies one of the domain's cart actions to the cart shown, at the current time. */
  const act = (action: (cart: CartState, now: Date) => CartState) => {
    const cart = $cart.get();
    if (!cart) return;
    show(action(cart, browser().now()), 'push');
  };

  /** The cart an address describes: its query if the school can read it, else the page's default cart. */
  const cartAt = (search: string, now: Date): CartState => {
    const parsed = parseCartQuery(new URLSearchParams(search));
    if (parsed.ok) {
      const built = cartFromQuery(school, { ...parsed.query, schoolId: school.id, culture: page.culture }, now);
      if (built.ok) return built.cart;
    }
    return initialCart(school, now);
  };

  const setPanelOpen = (open: boolean) => {
    if (open === $panelOpen.get()) return;
    $panelOpen.set(open);
    if (open) browser().track(cardSidebarPageView(browser().location().pathname));
  };

  const onPopState = (state: unknown) => {
    const environment = browser();
    if (isCartHistoryState(state)) {
      // Restored from history: the stored answer is shown as it was, without loading it again.
      controller?.abort();
      controller = null;
      pendingAdds = [];
      if ($cart.get()?.course.id !== state.cart.cart.course.id) environment.announceCourse(state.cart.cart.course.id);
      $cart.set(state.cart.cart);
      if (state.cart.price || state.cart.cart.errors.hasErrors) {
        $pricing.set({ status: 'loading_complate', data: state.cart.price });
        return;
      }
      void price(state.cart.cart, false);
      return;
    }
    show(cartAt(environment.location().search, environment.now()), 'replace');
  };

  return {
    page,
    $cart,
    /** The school the rules read: the page's, with the pricing API's fully booked periods once they differ. */
    $school,
    $pricing,
    $currency,
    $panelOpen,
    $bookingOpen,
    $courseStarts,
    $housingDates,
    $fullyBookedStarts,
    $suggestions,
    /** The visitor's time zone as the browser tells it, or null (the booking form starts on its country's phone code). */
    visitorTimeZone: (): string | null => env?.timeZone() ?? null,

    /**
     * Connects the store to the browser once the page is interactive: the cart of the address (a
     * reload or a shared link restores it), or the page's default cart, priced at once. Returns
     * the disconnect, which also aborts a pending request (leaving the page, spec section 4).
     */
    start(environment: CartEnvironment): () => void {
      env = environment;
      // The currency chosen on an earlier page; the summary shows the school's where no rate converts it.
      const saved = environment.savedCurrency();
      if (saved && /^[A-Z]{3}$/.test(saved)) $currency.set(saved);
      // A school page (one with the build's opening cart) sends its landing view as it loads, not when the cart starts.
      if (!opening) environment.track({ event: 'view_landing', schoolId: school.id });
      const stop = environment.onPopState(onPopState);
      show(cartAt(environment.location().search, environment.now()), 'replace', true);
      // A course chosen in the page's list (also one chosen before the cart started): on a phone the cart slides in to show it.
      const stopList = environment.onCourseRequested((courseId) => {
        if ($cart.get()?.course.id !== courseId)
          act((cart, now) => nearestBookableStay(school, changeCourse(school, cart, { courseId }, now), now));
        if (environment.isSmallScreen()) setPanelOpen(true);
      });
      return () => {
        stop();
        stopList();
        controller?.abort();
        controller = null;
        env = null;
      };
    },

    now,

    /** Asks for the price of the cart shown again (the retry of the error state). */
    retry() {
      const cart = $cart.get();
      if (cart) void price(cart, false);
    },

    // A course or a housing the visitor picks comes with dates the page chooses: moved to the nearest bookable stay.
    changeCourse: (courseId: number) =>
      act((cart, now) => nearestBookableStay(school, changeCourse(school, cart, { courseId }, now), now)),
    changeWeekPrice: (weekPriceId: number) => act((cart, now) => changeWeekPrice(school, cart, weekPriceId, now)),
    changeWeeks: (weeks: number) => act((cart, now) => changeWeeks(school, cart, weeks, now)),
    changeCourseStart: (start: string) => act((cart, now) => changeCourseStart(school, cart, start, now)),
    toggleAccommodation: (on: boolean) =>
      act((cart, now) =>
        on
          ? nearestBookableStay(school, toggleAccommodation(school, cart, on, now), now)
          : toggleAccommodation(school, cart, on, now),
      ),
    selectAccommodation: (accommodationId: number) =>
      act((cart, now) => nearestBookableStay(school, selectAccommodation(school, cart, accommodationId, now), now)),
    selectRoom: (roomId: number) => act((cart, now) => selectRoom(school, cart, roomId, now)),
    selectFood: (foodId: number) => act((cart, now) => selectFood(school, cart, foodId, now)),
    changeAccommodationDates: (dates: { start?: string; end?: string }) =>
      act((cart, now) => changeAccommodationDates(school, cart, dates, now)),
    toggleTransfer: (on: boolean) => act((cart, now) => toggleTransfer(school, cart, on, now)),
    selectTransfer: (transferId: number) => act((cart, now) => selectTransfer(school, cart, transferId, now)),
    toggleTransferDirection: (direction: 'to' | 'from') =>
      act((cart, now) => toggleTransferDirection(school, cart, direction, now)),

    /** Takes one of $suggestions: its cart, checked again at the time it is taken. */
    takeSuggestion: (suggestion: CartSuggestion) => act((_cart, now) => revalidateCart(school, suggestion.cart, now)),

    /** Shows amounts in this currency, here and on the next school pages the visitor opens. */
    setCurrency(isoCode: string) {
      $currency.set(isoCode);
      env?.saveCurrency(isoCode);
    },

    /** Opens or closes the small-screen panel; opening is a virtual page view (spec section 2). */
    setPanelOpen,

    /** Book: opens the booking modal on a new form and sends the e-commerce event (spec section 4), only for a priced cart. */
    book(names: { school: string; course: string }) {
      const answer = $pricing.get().data?.price;
      if (!answer) return;
      browser().track(bookEvent(school.id, names, answer));
      $bookingOpen.set(true);
    },
    closeBooking: () => $bookingOpen.set(false),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
