import { expect } from 'vitest';
import type { StaffTestApi } from './start-staff-test-api.ts';

/**
 * A request to the catalogue office's API (`/api/office/catalogue` + path) as the site's own page
 * sends it: from the site's origin, with a signed-in member's cookie, the body as JSON.
 */
export function sendToCatalogue(
  api: StaffTestApi,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${api.baseUrl}/api/office/catalogue${path}`, {
    method,
    headers: {
      origin: api.baseUrl,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** An answer's data once its status is the one expected; for an error status, the whole envelope. */
export async function readAnswer<T>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as { success: boolean; data?: T };
  expect(response.status, JSON.stringify(body)).toBe(status);
  return (status === 200 ? body.data : body) as T;
}
