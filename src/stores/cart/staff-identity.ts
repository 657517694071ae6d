/** What the school page's staff tools need to know of a signed-in staff member (GET /api/me). */
export interface StaffIdentity {
  id: string;
  name: string;
  email: string;
  role: string;
  /** What the role may do; a tool shows only for its permission, and the server checks again. */
  permissions: string[];
}

/**
 * Asks the API who the visitor is: a staff identity, or null for everyone else and for any
 * failure (the staff tools are an extra; the cart never waits for them or breaks without them).
 */
export async function fetchStaffIdentity(fetcher: typeof fetch): Promise<StaffIdentity | null> {
  try {
    const response = await fetcher('/api/me', { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) return null;
    const body = (await response.json()) as { success?: boolean; data?: StaffIdentity | null };
    return body.success === true && body.data && Array.isArray(body.data.permissions) ? body.data : null;
  } catch {
    return null;
  }
}
