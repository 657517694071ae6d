// First, as in the cart island: zod's code is shared with the cart, and its schemas must not
// probe for eval (the CSP forbids it) before the shared chunk has turned that off.
import '../zod-without-eval.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { cartToQuery } from '#domain/cart/cart-to-query.ts';
import { serialiseCartQuery } from '#domain/cart/serialise-cart-query.ts';
import type { StaffIdentity } from '#stores/cart/staff-identity.ts';
import { useCart } from '../Cart/cart-context.ts';
import { CalculationTableDialog } from './CalculationTableDialog.tsx';
import { linkSchoolName } from './link-school-name.ts';
import { SendCalculationDialog } from './SendCalculationDialog.tsx';

/**
 * The staff tools of the school page (spec sections 2 and 6), loaded only for a signed-in staff
 * member: the school name linked to the school in the office, and under the cart the calculation
 * table and the send-calculation-to-client buttons, each shown for the permission it needs (the
 * server checks it again). The words are English, like the office. Its stylesheet comes with it
 * (src/islands/Cart/use-staff-tools.ts).
 */
export default function StaffTools({ identity }: { identity: StaffIdentity }) {
  const { store, school, culture } = useCart();
  const cart = useStore(store.$cart);
  const [open, setOpen] = useState<'table' | 'send' | null>(null);
  const tableButton = useRef<HTMLButtonElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const office = identity.permissions.includes('office.enter');
  const quotes = identity.permissions.includes('quotes.send');

  useEffect(() => {
    const heading = document.querySelector<HTMLElement>('main h1, h1');
    return office && heading ? linkSchoolName(heading, school.id) : undefined;
  }, [office, school.id]);

  if (!quotes || !cart) return null;
  const query = serialiseCartQuery(cartToQuery(cart, { schoolId: school.id, culture })).toString();
  const close = () => setOpen(null);
  return (
    <section className="staff-tools" aria-labelledby="staff-tools-title">
      <h3 id="staff-tools-title">Staff tools</h3>
      <div className="staff-tools-buttons">
        <button
          type="button"
          className="button secondary"
          ref={tableButton}
          aria-haspopup="dialog"
          onClick={() => setOpen('table')}
        >
          Calculation table
        </button>
        <button
          type="button"
          className="button secondary"
          ref={sendButton}
          aria-haspopup="dialog"
          onClick={() => setOpen('send')}
        >
          Send calculation to client
        </button>
      </div>
      {open === 'table' && (
        <CalculationTableDialog query={query} culture={culture} opener={tableButton} onClose={close} />
      )}
      {open === 'send' && (
        <SendCalculationDialog
          schoolId={school.id}
          culture={culture}
          query={query}
          opener={sendButton}
          onClose={close}
        />
      )}
    </section>
  );
}
