import { useEffect, useState, type RefObject } from 'react';
import type { Culture } from '#domain/culture.ts';
import { formatMoney } from '#domain/money/format-money.ts';
import type { CalculationTableData } from '#domain/quotes/calculation-table-data.ts';
import { loadCalculationTable } from './office-quotes-api.ts';
import { StaffDialog } from './StaffDialog.tsx';

type TableState =
  { kind: 'loading' } | { kind: 'done'; table: CalculationTableData } | { kind: 'failed'; message: string };

const COLUMNS = ['course', 'housing', 'transfer', 'fees', 'discount', 'total'] as const;
const HEADINGS: Record<(typeof COLUMNS)[number], string> = {
  course: 'Course',
  housing: 'Housing',
  transfer: 'Transfer',
  fees: 'Fees',
  discount: 'Discount',
  total: 'Total',
};

/**
 * The cost calculation modal (spec section 2, for staff): the cart shown priced by the server for
 * every week count its course offers, one row each, the cart's own row marked. The prices come
 * from the pricing endpoint's code, catalogue and clock, so that row is the cart's total.
 */
export function CalculationTableDialog({
  query,
  culture,
  opener,
  onClose,
}: {
  query: string;
  culture: Culture;
  opener: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const [state, setState] = useState<TableState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    loadCalculationTable(query, controller.signal).then(
      (table) => setState({ kind: 'done', table }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [query]);

  const money = (amount: number, isoCode: string) => formatMoney(amount, isoCode, culture);
  return (
    <StaffDialog id="calculation-table" title="Calculation table" opener={opener} onClose={onClose}>
      {state.kind === 'loading' && <p role="status">Pricing every length of the course…</p>}
      {state.kind === 'failed' && <p role="alert">The table could not be loaded: {state.message}</p>}
      {state.kind === 'done' && (
        <div className="staff-table-scroll" role="region" aria-labelledby="calculation-table-caption" tabIndex={0}>
          <table className="staff-table">
            <caption id="calculation-table-caption">
              This cart for every length of the course, in {state.table.currency.isoCode}; the row of{' '}
              {state.table.weeks} weeks is the cart as it is.
            </caption>
            <thead>
              <tr>
                <th scope="col">Weeks</th>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {HEADINGS[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {state.table.rows.map((row) => (
                <tr
                  key={row.weeks}
                  className={row.current ? 'current' : undefined}
                  aria-current={row.current || undefined}
                >
                  <th scope="row">
                    {row.weeks}
                    {row.current && <span className="staff-current"> (this cart)</span>}
                  </th>
                  {row.price ? (
                    COLUMNS.map((column) => (
                      <td key={column} data-column={column}>
                        {column === 'discount' && row.price!.discount > 0
                          ? money(-row.price!.discount, state.table.currency.isoCode)
                          : money(row.price![column], state.table.currency.isoCode)}
                      </td>
                    ))
                  ) : (
                    <td colSpan={COLUMNS.length}>Not available ({row.problems.join(', ')})</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StaffDialog>
  );
}
