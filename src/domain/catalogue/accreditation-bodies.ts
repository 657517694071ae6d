/**
 * The bodies a school can be accredited by or a member of: a closed list, so a school file can
 * only name a body the site can introduce, and a search for accredited schools means the same
 * thing everywhere. `short` is what a card has room for; `name` is the body's own full name,
 * a proper name that is not translated.
 */
export const ACCREDITATION_BODIES = {
  alto: { short: 'ALTO', name: 'ALTO – Association of Language Travel Organisations' },
  eaquals: { short: 'Eaquals', name: 'Eaquals – Evaluation and Accreditation of Quality in Language Services' },
  ialc: { short: 'IALC', name: 'IALC – International Association of Language Centres' },
  british_council: { short: 'British Council', name: 'Accredited by the British Council (Accreditation UK)' },
  english_uk: { short: 'English UK', name: 'English UK' },
  english_australia: { short: 'English Australia', name: 'English Australia' },
  neas: { short: 'NEAS', name: 'NEAS – National ELT Accreditation Scheme (Australia)' },
  languages_canada: { short: 'Languages Canada', name: 'Languages Canada' },
  quality_english: { short: 'Quality English', name: 'Quality English' },
  cea: { short: 'CEA', name: 'CEA – Commission on English Language Program Accreditation' },
  accet: { short: 'ACCET', name: 'ACCET – Accrediting Council for Continuing Education and Training' },
  english_usa: { short: 'EnglishUSA', name: 'EnglishUSA – American Association of Intensive English Programs' },
  instituto_cervantes: { short: 'Instituto Cervantes', name: 'Centro acreditado por el Instituto Cervantes' },
  fedele: { short: 'FEDELE', name: 'FEDELE – Federación de Escuelas de Español como Lengua Extranjera' },
  fiyto: { short: 'FIYTO', name: 'FIYTO – Federation of International Youth Travel Organisations' },
  campus_france_fle: {
    short: 'Qualité FLE',
    name: 'Label Qualité FLE (Campus France, France Éducation international)',
  },
  souffle: { short: 'Souffle', name: 'Souffle – Association d’écoles de français langue étrangère' },
  fadaf: { short: 'FaDaF', name: 'FaDaF – Fachverband Deutsch als Fremd- und Zweitsprache' },
  asils: { short: 'ASILS', name: 'ASILS – Associazione Scuole di Italiano come Lingua Seconda' },
  mei: { short: 'MEI', name: 'MEI – Marketing English in Ireland' },
  acels: {
    short: 'ACELS',
    name: 'ACELS – Accreditation and Co-ordination of English Language Services (QQI, Ireland)',
  },
  elt_council_malta: { short: 'ELT Council Malta', name: 'ELT Council Malta (licensed English language school)' },
  feltom: { short: 'FELTOM', name: 'FELTOM – Federation of English Language Teaching Organisations Malta' },
  jlea: { short: 'JLEA', name: 'JLEA – Japanese Language Education Association (日本語教育振興協会)' },
} as const satisfies Record<string, { short: string; name: string }>;

export type AccreditationBody = keyof typeof ACCREDITATION_BODIES;

export const ACCREDITATION_BODY_KEYS = Object.keys(ACCREDITATION_BODIES) as [AccreditationBody, ...AccreditationBody[]];
