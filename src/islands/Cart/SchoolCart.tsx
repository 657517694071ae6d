import { useState } from 'react';
import CartIsland from './CartIsland.tsx';
import { schoolCartData } from './school-cart-data.ts';

/**
 * The school page's cart island: the cart made from the data the page carries as a JSON script
 * (`dataId`), so the island's props in the HTML are this id alone (docs/architecture.md, what
 * hydrates when).
 */
export default function SchoolCart({ dataId }: { dataId: string }) {
  const [data] = useState(() => schoolCartData(dataId));
  return <CartIsland {...data} />;
}
