import type { Culture } from '../culture.ts';

/** The meal plans a housing offers. Apart from zod (accommodation-schema.ts checks content against them): the browser's cart reads them. */
export const FOOD_TYPES = ['none', 'breakfast', 'half_board', 'full_board', 'self_catering'] as const;
type FoodType = (typeof FOOD_TYPES)[number];

/** Meal plan names per culture; a fixed, short list, so it lives here rather than in every dictionary. */
export const FOOD_TYPE_NAMES: Readonly<Record<Culture, Readonly<Record<FoodType, string>>>> = {
  en: {
    none: 'No meals',
    breakfast: 'Breakfast',
    half_board: 'Half board',
    full_board: 'Full board',
    self_catering: 'Self-catering',
  },
  ru: {
    none: 'Без питания',
    breakfast: 'Завтраки',
    half_board: 'Полупансион',
    full_board: 'Полный пансион',
    self_catering: 'Самостоятельное питание',
  },
  es: {
    none: 'Sin comidas',
    breakfast: 'Desayuno',
    half_board: 'Media pensión',
    full_board: 'Pensión completa',
    self_catering: 'Cocina propia',
  },
  pt: {
    none: 'Sem refeições',
    breakfast: 'Café da manhã',
    half_board: 'Meia pensão',
    full_board: 'Pensão completa',
    self_catering: 'Cozinha própria',
  },
  de: {
    none: 'Ohne Verpflegung',
    breakfast: 'Frühstück',
    half_board: 'Halbpension',
    full_board: 'Vollpension',
    self_catering: 'Selbstverpflegung',
  },
  fr: {
    none: 'Sans repas',
    breakfast: 'Petit-déjeuner',
    half_board: 'Demi-pension',
    full_board: 'Pension complète',
    self_catering: 'En gestion libre',
  },
  tr: {
    none: 'Yemeksiz',
    breakfast: 'Kahvaltı',
    half_board: 'Yarım pansiyon',
    full_board: 'Tam pansiyon',
    self_catering: 'Kendi mutfağınız',
  },
  zh: { none: '不含餐', breakfast: '含早餐', half_board: '半膳', full_board: '全膳', self_catering: '自炊' },
};

/** The name of a meal plan in a culture. */
export function foodTypeName(type: FoodType, culture: Culture): string {
  return FOOD_TYPE_NAMES[culture][type];
}
