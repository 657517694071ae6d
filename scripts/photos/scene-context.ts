import type { Palette } from './palette-from-slug.ts';
import type { Random } from './seeded-random.ts';

/** What a scene draws with: the school's colours, a seeded generator and the view-box size. */
export type SceneContext = { palette: Palette; random: Random; width: number; height: number };

/** A scene returns SVG elements (definitions included) in view-box units, without the outer <svg>. */
export type Scene = (context: SceneContext) => string;
