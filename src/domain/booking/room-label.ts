import type { TranslateFn } from '../text/translate-fn.ts';

/** 'Single room, shared bathroom', 'Room for 2, private bathroom' (spec section 9: rooms for 1 to 6, single-room label for 1). */
export function roomLabel(room: { roomFor: number; enSuite: boolean }, t: TranslateFn): string {
  const kind = room.roomFor === 1 ? t('housing.singleRoom') : t('housing.roomFor', { count: room.roomFor });
  return `${kind}, ${room.enSuite ? t('housing.enSuite') : t('housing.sharedBathroom')}`;
}
