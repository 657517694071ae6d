import type { Scene } from './scene-context.ts';
import { housingPhotoKind, type HousingPhotoKind } from '#domain/photos/housing-photo-kind.ts';
import { bedroom } from './scenes/bedroom.ts';
import { kitchen } from './scenes/kitchen.ts';
import { livingRoom } from './scenes/living-room.ts';
import { bathroom } from './scenes/bathroom.ts';
import { housingExterior, type BuildingKind } from './scenes/housing-exterior.ts';
import { neighbourhood } from './scenes/neighbourhood.ts';

const BUILDING: Record<string, BuildingKind> = {
  homestay: 'house',
  residence: 'block',
  apartment: 'block',
  hotel: 'hotel',
  campus: 'campus',
};

// What each photo shows is decided in the domain (the API writes alt texts from the same list).
const SCENES: Record<HousingPhotoKind, (type: string) => Scene> = {
  bedroom: () => (context) =>
    bedroom(context, { beds: context.random.pick(['single', 'double', 'twin'] as const), desk: false }),
  studyBedroom: () => (context) => bedroom(context, { beds: 'single', desk: true }),
  doubleBedroom: () => (context) => bedroom(context, { beds: 'double', desk: false }),
  kitchen: () => kitchen,
  livingRoom: () => livingRoom,
  bathroom: () => bathroom,
  building: (type) => (context) => housingExterior(context, BUILDING[type] ?? 'house'),
  neighbourhood: () => neighbourhood,
};

/** The scene for photo k (from 1) of a housing option of the given type. */
export function pickHousingScene(type: string, k: number): Scene {
  return SCENES[housingPhotoKind(type, k)](type);
}
