/**
 * The time zones of the countries the phone picker offers. A browser's time zone tells where the
 * visitor is far better than its language tags: 'en-US' is the default of English browsers the
 * world over. Zones shared by several countries, or by a country the picker lacks, are left out.
 */
const ZONES: Readonly<Record<string, readonly string[]>> = {
  RU: [
    'Europe/Moscow', 'Europe/Kaliningrad', 'Europe/Samara', 'Europe/Volgograd', 'Europe/Saratov', 'Europe/Ulyanovsk', 'Europe/Astrakhan', 'Europe/Kirov',
    'Asia/Yekaterinburg', 'Asia/Omsk', 'Asia/Novosibirsk', 'Asia/Barnaul', 'Asia/Tomsk', 'Asia/Novokuznetsk', 'Asia/Krasnoyarsk', 'Asia/Irkutsk', 'Asia/Chita',
    'Asia/Yakutsk', 'Asia/Khandyga', 'Asia/Vladivostok', 'Asia/Ust-Nera', 'Asia/Magadan', 'Asia/Sakhalin', 'Asia/Srednekolymsk', 'Asia/Kamchatka', 'Asia/Anadyr',
  ],
  UA: ['Europe/Kyiv', 'Europe/Kiev', 'Europe/Uzhgorod', 'Europe/Zaporozhye'],
  KZ: ['Asia/Almaty', 'Asia/Qostanay', 'Asia/Qyzylorda', 'Asia/Aqtobe', 'Asia/Aqtau', 'Asia/Atyrau', 'Asia/Oral'],
  BY: ['Europe/Minsk'],
  KG: ['Asia/Bishkek'],
  ES: ['Europe/Madrid', 'Atlantic/Canary', 'Africa/Ceuta'],
  IL: ['Asia/Jerusalem', 'Asia/Tel_Aviv'],
  DE: ['Europe/Berlin', 'Europe/Busingen'],
  FR: ['Europe/Paris'],
  IT: ['Europe/Rome'],
  CH: ['Europe/Zurich'],
  GR: ['Europe/Athens'],
  PL: ['Europe/Warsaw'],
  PT: ['Europe/Lisbon', 'Atlantic/Madeira', 'Atlantic/Azores'],
  AT: ['Europe/Vienna'],
  US: [
    'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Phoenix', 'America/Anchorage', 'America/Detroit', 'America/Boise',
    'America/Indiana/Indianapolis', 'America/Kentucky/Louisville', 'Pacific/Honolulu',
  ],
  CA: ['America/Toronto', 'America/Vancouver', 'America/Edmonton', 'America/Winnipeg', 'America/Halifax', 'America/St_Johns', 'America/Regina', 'America/Montreal'],
  GB: ['Europe/London'],
  LT: ['Europe/Vilnius'],
  LV: ['Europe/Riga'],
  EE: ['Europe/Tallinn'],
  CN: ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Chongqing', 'Asia/Harbin', 'PRC'],
  BR: [
    'America/Sao_Paulo', 'America/Bahia', 'America/Fortaleza', 'America/Recife', 'America/Maceio', 'America/Belem', 'America/Araguaina', 'America/Santarem',
    'America/Manaus', 'America/Cuiaba', 'America/Campo_Grande', 'America/Porto_Velho', 'America/Boa_Vista', 'America/Rio_Branco', 'America/Noronha',
  ],
  JP: ['Asia/Tokyo', 'Japan'],
  TR: ['Europe/Istanbul', 'Asia/Istanbul', 'Turkey'],
};

const COUNTRY_BY_ZONE: ReadonlyMap<string, string> = new Map(Object.entries(ZONES).flatMap(([country, zones]) => zones.map((zone) => [zone, country] as const)));

/** The country (ISO 3166 code) of an IANA time zone among the phone picker's, or null. */
export function countryOfTimeZone(timeZone: string | null | undefined): string | null {
  return (timeZone && COUNTRY_BY_ZONE.get(timeZone)) || null;
}
