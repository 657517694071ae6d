/**
 * The first id a visitor's review gets. Content reviews keep their own ids, which must stay
 * below it; the database sequence for visitor reviews starts here.
 */
export const VISITOR_REVIEW_FIRST_ID = 10_000_000;
