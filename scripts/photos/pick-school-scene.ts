import type { Scene } from './scene-context.ts';
import { schoolFacade } from './scenes/school-facade.ts';
import { classroom } from './scenes/classroom.ts';
import { citySkyline } from './scenes/city-skyline.ts';
import { studentLounge } from './scenes/student-lounge.ts';
import { cafeTerrace } from './scenes/cafe-terrace.ts';
import { schoolLibrary } from './scenes/school-library.ts';

// The header photo (n = 1) is always the building; the gallery then tours the school.
const ORDER: readonly Scene[] = [schoolFacade, classroom, citySkyline, studentLounge, cafeTerrace, schoolLibrary];

/** The scene for school photo n (from 1); after six the tour starts again with new random details. */
export function pickSchoolScene(n: number): Scene {
  return ORDER[(n - 1) % ORDER.length] as Scene;
}
