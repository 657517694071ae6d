import { Suspense, use } from 'react';
import type { Culture } from '#domain/culture.ts';
import CartIsland from './CartIsland.tsx';
import { cartDictionary } from './cart-dictionary.ts';
import { schoolCartData, type SchoolCartData } from './school-cart-data.ts';

interface Props {
  culture: Culture;
  /** The page's cart.json: the school's rules and names, the rates, the paths, the opening cart the static HTML shows. */
  src: string;
}

/**
 * The school page's cart island: its props in the HTML are its culture and an address; what it
 * starts from, the opening cart its static HTML shows included, is the page's cart.json, fetched
 * as the cart starts, beside the culture's dictionary (docs/architecture.md, what hydrates when).
 * Until both arrive the static HTML the build rendered stays.
 */
export default function SchoolCart(props: Props) {
  return (
    <Suspense fallback={null}>
      <SchoolCartWithData {...props} />
    </Suspense>
  );
}

function SchoolCartWithData({ culture, src }: Props) {
  // Both files are asked for at once: the dictionary is not kept waiting for the data.
  void cartDictionary(culture);
  const loaded = schoolCartData(src);
  const data: SchoolCartData = loaded instanceof Promise ? use(loaded) : loaded;
  return <CartIsland {...data} />;
}
