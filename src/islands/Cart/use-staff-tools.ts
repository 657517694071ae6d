import { useEffect, useState, type ComponentType } from 'react';
import type { CartEnvironment } from '#stores/cart/cart-environment.ts';
import type { StaffIdentity } from '#stores/cart/staff-identity.ts';
// By address, not as a CSS import: a CSS import, even in a dynamically imported module, is put in
// the head of every school page, where it holds up the first paint for tools few visitors see.
import staffToolsStylesheet from '../StaffTools/staff-tools.css?url&no-inline';
import { loadStylesheet } from '../load-stylesheet.ts';

/** The staff tools, once loaded, with the staff member they are for. */
export interface LoadedStaffTools {
  Tools: ComponentType<{ identity: StaffIdentity }>;
  identity: StaffIdentity;
}

/**
 * The identity check of the school page (issue 9): one GET /api/me when the cart starts, and for
 * a staff member only, the staff tools' code, fetched then (a separate chunk): an anonymous
 * visitor downloads nothing more than this hook.
 */
export function useStaffTools(environment: CartEnvironment): LoadedStaffTools | null {
  const [tools, setTools] = useState<LoadedStaffTools | null>(null);
  useEffect(() => {
    let live = true;
    void environment
      .staffIdentity()
      .then(async (identity) => {
        if (!identity || !identity.permissions.includes('office.enter')) return;
        const [{ default: Tools }] = await Promise.all([
          import('../StaffTools/StaffTools.tsx'),
          loadStylesheet(staffToolsStylesheet),
        ]);
        if (live) setTools({ Tools, identity });
      })
      // The tools are an extra: without them the page works as for any visitor.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [environment]);
  return tools;
}
