import type { ApiError } from './api-error.ts';

/** The envelope of a route's refusal (spec section 7): the message, and the field when one is named. */
export function apiErrorBody(error: ApiError) {
  return {
    success: false as const,
    error: error.field === undefined ? { message: error.message } : { field: error.field, message: error.message },
  };
}
