/** What a 503 asks clients to wait before trying again: about as long as a database restart or failover takes to be noticed. */
export const RETRY_AFTER_SECONDS = 5;
