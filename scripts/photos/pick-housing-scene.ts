import type { Scene } from './scene-context.ts';
import { bedroom } from './scenes/bedroom.ts';
import { kitchen } from './scenes/kitchen.ts';
import { livingRoom } from './scenes/living-room.ts';
import { bathroom } from './scenes/bathroom.ts';
import { housingExterior } from './scenes/housing-exterior.ts';

const doubleRoom: Scene = (context) => bedroom(context, { beds: 'double', desk: false });
const studyRoom: Scene = (context) => bedroom(context, { beds: 'single', desk: true });
const familyRoom: Scene = (context) => bedroom(context, { beds: context.random.pick(['single', 'double', 'twin'] as const), desk: false });
const exterior = (kind: Parameters<typeof housingExterior>[1]): Scene => (context) => housingExterior(context, kind);

// The first photo is the room itself, as students ask about the room first.
const BY_TYPE: Record<string, readonly Scene[]> = {
  homestay: [familyRoom, kitchen, exterior('house'), livingRoom, bathroom],
  residence: [studyRoom, kitchen, exterior('block'), livingRoom, bathroom],
  apartment: [livingRoom, doubleRoom, kitchen, bathroom, exterior('block')],
  hotel: [doubleRoom, bathroom, exterior('hotel'), livingRoom],
  campus: [studyRoom, exterior('campus'), kitchen, bathroom, livingRoom],
};

/** The scene for photo k (from 1) of a housing option of the given type. */
export function pickHousingScene(type: string, k: number): Scene {
  const scenes = BY_TYPE[type] ?? (BY_TYPE.homestay as readonly Scene[]);
  return scenes[(k - 1) % scenes.length] as Scene;
}
