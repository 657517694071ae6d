import type { TranslateFn } from '../text/translate-fn.ts';

/**
 * 'Single room, shared bathroom', 'Room for 2, private bathroom — booked together by 2 travellers'
 * (spec section 9: rooms for 1 to 6, single-room label for 1). A room booked only together says
 * so wherever it is named (issue 29): its price is one traveller's share, which a visitor booking
 * alone cannot have.
 */
export function roomLabel(
  room: { roomFor: number; enSuite: boolean; onlyBookedTogether?: boolean | undefined },
  t: TranslateFn,
): string {
  const kind = room.roomFor === 1 ? t('housing.singleRoom') : t('housing.roomFor', { count: room.roomFor });
  const label = `${kind}, ${room.enSuite ? t('housing.enSuite') : t('housing.sharedBathroom')}`;
  return room.onlyBookedTogether === true && room.roomFor > 1
    ? `${label} — ${t('housing.bookedTogether', { count: room.roomFor })}`
    : label;
}
