import { z } from 'zod';
import { minorUnitDigits } from '../money/minor-unit-digits.ts';
import { toMinorUnits } from '../money/to-minor-units.ts';
import { isRecord } from '../schema-form/schema-shape.ts';
import { copyPriceListToNextYear } from './copy-price-list.ts';
import type { PriceList } from './price-list-schema.ts';
import { schoolSchema } from './school-schema.ts';

/** The change of a copied price list's prices: a percentage with up to two decimals, negative for a cut. */
export const priceChangePercent = z
  .number({ error: 'must be a percentage such as 4 or -2.5' })
  .min(-100, { error: 'must be a percentage from -100 to 100' })
  .max(100, { error: 'must be a percentage from -100 to 100' })
  .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, {
    error: 'must have at most two decimals',
  });

/** Every amount of a price list turned by `change` (between major and minor units). */
function mapMoney(list: PriceList, change: (amount: number) => number): PriceList {
  return {
    ...list,
    courses: list.courses.map((course) => ({
      ...course,
      options: course.options.map((option) => ({ ...option, pricePerWeek: change(option.pricePerWeek) })),
      seasonSupplements: course.seasonSupplements.map((s) => ({ ...s, perWeek: change(s.perWeek) })),
    })),
    accommodations: list.accommodations.map((housing) => ({
      ...housing,
      prices: housing.prices.map((row) => ({
        ...row,
        pricePerWeek: change(row.pricePerWeek),
        pricePerExtraNight: row.pricePerExtraNight === null ? null : change(row.pricePerExtraNight),
        seasonSupplements: row.seasonSupplements.map((s) => ({ ...s, perWeek: change(s.perWeek) })),
      })),
    })),
    transfers: list.transfers.map((t) => ({
      ...t,
      oneWayPrice: change(t.oneWayPrice),
      twoWayPrice: change(t.twoWayPrice),
    })),
  };
}

/** `copy` without the empty lists and nulls its source `written` left out (so the copy is written as the list was). */
function writtenLike(copy: unknown, written: unknown): unknown {
  if (Array.isArray(copy))
    return copy.map((item, index) => writtenLike(item, Array.isArray(written) ? written[index] : undefined));
  if (!isRecord(copy)) return copy;
  const source = isRecord(written) ? written : undefined;
  return Object.fromEntries(
    Object.entries(copy)
      .filter(
        ([key, value]) => !source || key in source || !(value === null || (Array.isArray(value) && value.length === 0)),
      )
      .map(([key, value]) => [key, writtenLike(value, source?.[key])]),
  );
}

export type CopiedPriceList =
  { kind: 'copied'; file: unknown; listId: number } | { kind: 'noList' } | { kind: 'invalid' };

/**
 * A school file with one of its price lists copied to next year (issue 31), added after its
 * lists under the next free id: the same periods a year later, every price changed by
 * `percent` and rounded to the currency's minor unit once (copyPriceListToNextYear). The file is
 * written as the content folder writes it (major units); 'invalid' for a file its schema refuses.
 */
export function copySchoolPriceList(file: unknown, listId: number, percent: number): CopiedPriceList {
  const parsed = schoolSchema.safeParse(file);
  if (!parsed.success || !isRecord(file) || !Array.isArray(file.priceLists)) return { kind: 'invalid' };
  const { currency, priceLists } = parsed.data;
  const index = priceLists.findIndex((list) => list.id === listId);
  if (index < 0) return { kind: 'noList' };
  const minor = mapMoney(priceLists[index]!, (amount) => toMinorUnits(amount, currency));
  const id = Math.max(...priceLists.map((list) => list.id)) + 1;
  const factor = 10 ** minorUnitDigits(currency);
  const copy = mapMoney(copyPriceListToNextYear(minor, { id, percent }), (amount) => amount / factor);
  return {
    kind: 'copied',
    listId: id,
    file: { ...file, priceLists: [...file.priceLists, writtenLike(copy, file.priceLists[index])] },
  };
}
