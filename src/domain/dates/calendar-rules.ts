/** Business constants of the booking calendar (spec section 9), in one place so tests and pickers agree. */
export const CALENDAR_RULES = {
  /** Pickers start this many days after today. */
  minAdvanceDays: 3,
  /** A specific course date is offered only when it is MORE than this many days ahead. */
  specificDateAdvanceDays: 7,
  /** A Monday start closes at this hour (UTC) … */
  mondayCutoffHourUtc: 9,
  /** … this many days before the Monday. */
  mondayCutoffDaysBefore: 3,
  /** Housing defaults span this many days around the course. */
  housingBufferDays: 3,
  /**
   * Housing may begin at most this many days before the course and end at most this many after
   * it (pricing model, 'Coherence of a cart'; the messages validationErrors.housingOutsideCourse say 7).
   */
  housingOutsideCourseDays: 7,
  /** A course may start at most this many months after today (the messages validationErrors.courseStartTooFar say 24). */
  maxAdvanceMonths: 24,
  /** The balance is due this many days before the start; a nearer start pays everything up front. */
  balanceDaysBeforeStart: 28,
} as const;
