import type { Currency } from '../catalogue/api-types.ts';
import type { Culture } from '../culture.ts';
import type { CalculationRow } from '../pricing/calculation-table.ts';

/** What GET /api/office/quotes/table answers: the calculation table as the staff's dialog shows it. */
export interface CalculationTableData {
  schoolId: number;
  culture: Culture;
  /** The cart as priced, in the spec's short keys. */
  query: string;
  /** The cart's own week count (its row is marked current). */
  weeks: number;
  currency: Currency;
  rows: CalculationRow[];
}
