/**
 * Demo cities, outlets, delivery zones and IP ranges. Coordinates are real places in each
 * city; zones are drawn around each outlet (an inner and an outer ring, see `zoneRing`).
 */
import type { CityLocalization, OpeningHours } from '../schema.js';

export interface DemoOutlet {
  id: number;
  name: Record<string, string>;
  address: Record<string, string>;
  phone: string;
  lat: number;
  lng: number;
  /** late closing on Friday and Saturday, "HH:MM" (may be past midnight) */
  weekendClosesAt?: string;
}

export interface DemoCity {
  id: number;
  slug: string | null;
  name: string;
  localization: CityLocalization[];
  timeZone: string;
  lat: number;
  lng: number;
  outlets: DemoOutlet[];
  /** inner and outer zone prices in whole currency units: [delivery, min order, free from] */
  zonePrices: { inner: [number, number, number]; outer: [number, number, number | null] };
  /** price multiplier against the brand's base prices */
  priceFactor: number;
  /** public networks located in this city (the geo-by-IP table) */
  ipRanges: string[];
}

const loc = (
  language: string,
  name: string,
  nominative: string,
  prepositional: string,
): CityLocalization => ({
  language,
  name,
  seo: { nominativeCase: nominative, prepositionalCase: prepositional },
});

const ua = (uk: [string, string, string], ru: [string, string, string], en: string): CityLocalization[] => [
  loc('uk', ...uk),
  loc('ru', ...ru),
  loc('en', en, en, `in ${en}`),
];

const text = (uk: string, ru: string, en: string) => ({ uk, ru, en });

const KYIV_TZ = 'Europe/Kyiv';
const DUBAI_TZ = 'Asia/Dubai';

const SM_UA: DemoCity[] = [
  {
    id: 101,
    slug: 'kyiv',
    name: 'Київ',
    localization: ua(['Київ', 'Київ', 'у Києві'], ['Киев', 'Киев', 'в Киеве'], 'Kyiv'),
    timeZone: KYIV_TZ,
    lat: 50.4501,
    lng: 30.5234,
    priceFactor: 1,
    zonePrices: { inner: [59, 300, 800], outer: [99, 500, 1200] },
    ipRanges: ['93.72.0.0/16', '46.211.0.0/16', '2a02:2378::/32'],
    outlets: [
      {
        id: 1001,
        name: text('Sushi Moon на Хрещатику', 'Sushi Moon на Крещатике', 'Sushi Moon Khreshchatyk'),
        address: text('вул. Хрещатик, 22', 'ул. Крещатик, 22', '22 Khreshchatyk St'),
        phone: '+380443332701',
        lat: 50.4474,
        lng: 30.5219,
        weekendClosesAt: '01:00',
      },
      {
        id: 1002,
        name: text('Sushi Moon на Оболоні', 'Sushi Moon на Оболони', 'Sushi Moon Obolon'),
        address: text('просп. Оболонський, 21', 'просп. Оболонский, 21', '21 Obolonskyi Ave'),
        phone: '+380443332702',
        lat: 50.5013,
        lng: 30.498,
      },
      {
        id: 1003,
        name: text('Sushi Moon на Позняках', 'Sushi Moon на Позняках', 'Sushi Moon Pozniaky'),
        address: text('вул. Драгоманова, 12', 'ул. Драгоманова, 12', '12 Drahomanova St'),
        phone: '+380443332703',
        lat: 50.3987,
        lng: 30.6332,
      },
    ],
  },
  {
    id: 102,
    slug: 'lviv',
    name: 'Львів',
    localization: ua(['Львів', 'Львів', 'у Львові'], ['Львов', 'Львов', 'во Львове'], 'Lviv'),
    timeZone: KYIV_TZ,
    lat: 49.8397,
    lng: 24.0297,
    priceFactor: 0.95,
    zonePrices: { inner: [49, 250, 700], outer: [89, 450, 1100] },
    ipRanges: ['91.200.0.0/16'],
    outlets: [
      {
        id: 1011,
        name: text('Sushi Moon на Площі Ринок', 'Sushi Moon на Площади Рынок', 'Sushi Moon Rynok Square'),
        address: text('пл. Ринок, 14', 'пл. Рынок, 14', '14 Rynok Sq'),
        phone: '+380323332711',
        lat: 49.8419,
        lng: 24.0315,
        weekendClosesAt: '00:00',
      },
      {
        id: 1012,
        name: text('Sushi Moon на Сихові', 'Sushi Moon на Сихове', 'Sushi Moon Sykhiv'),
        address: text('просп. Червоної Калини, 60', 'просп. Червоной Калины, 60', '60 Chervonoi Kalyny Ave'),
        phone: '+380323332712',
        lat: 49.796,
        lng: 24.056,
      },
    ],
  },
  {
    id: 103,
    slug: 'odesa',
    name: 'Одеса',
    localization: ua(['Одеса', 'Одеса', 'в Одесі'], ['Одесса', 'Одесса', 'в Одессе'], 'Odesa'),
    timeZone: KYIV_TZ,
    lat: 46.4825,
    lng: 30.7233,
    priceFactor: 0.97,
    zonePrices: { inner: [55, 300, 800], outer: [95, 500, 1200] },
    ipRanges: ['37.57.0.0/16'],
    outlets: [
      {
        id: 1021,
        name: text('Sushi Moon на Дерибасівській', 'Sushi Moon на Дерибасовской', 'Sushi Moon Derybasivska'),
        address: text('вул. Дерибасівська, 16', 'ул. Дерибасовская, 16', '16 Derybasivska St'),
        phone: '+380483332721',
        lat: 46.4846,
        lng: 30.7372,
        weekendClosesAt: '01:00',
      },
      {
        id: 1022,
        name: text('Sushi Moon на Таїрова', 'Sushi Moon на Таирова', 'Sushi Moon Tairova'),
        address: text(
          'просп. Академіка Глушка, 29',
          'просп. Академика Глушко, 29',
          '29 Akademika Hlushka Ave',
        ),
        phone: '+380483332722',
        lat: 46.402,
        lng: 30.719,
      },
    ],
  },
  {
    id: 104,
    slug: 'dnipro',
    name: 'Дніпро',
    localization: ua(['Дніпро', 'Дніпро', 'у Дніпрі'], ['Днепр', 'Днепр', 'в Днепре'], 'Dnipro'),
    timeZone: KYIV_TZ,
    lat: 48.4647,
    lng: 35.0462,
    priceFactor: 0.95,
    zonePrices: { inner: [49, 280, 750], outer: [89, 450, 1100] },
    ipRanges: ['31.202.0.0/16'],
    outlets: [
      {
        id: 1031,
        name: text('Sushi Moon на Яворницького', 'Sushi Moon на Яворницкого', 'Sushi Moon Yavornytskoho'),
        address: text('просп. Яворницького, 50', 'просп. Яворницкого, 50', '50 Yavornytskoho Ave'),
        phone: '+380563332731',
        lat: 48.466,
        lng: 35.044,
      },
      {
        id: 1032,
        name: text('Sushi Moon на Перемозі', 'Sushi Moon на Победе', 'Sushi Moon Peremoha'),
        address: text('вул. Марії Лисиченко, 10', 'ул. Марии Лисиченко, 10', '10 Marii Lysychenko St'),
        phone: '+380563332732',
        lat: 48.412,
        lng: 35.068,
      },
    ],
  },
  {
    // being set up: listed, but without a slug the storefront refuses to switch to it
    id: 105,
    slug: null,
    name: 'Бровари',
    localization: ua(['Бровари', 'Бровари', 'у Броварах'], ['Бровары', 'Бровары', 'в Броварах'], 'Brovary'),
    timeZone: KYIV_TZ,
    lat: 50.511,
    lng: 30.7909,
    priceFactor: 1,
    zonePrices: { inner: [59, 300, 800], outer: [99, 500, 1200] },
    ipRanges: [],
    outlets: [],
  },
];

const PC_UA: DemoCity[] = [
  {
    id: 201,
    slug: 'kyiv',
    name: 'Київ',
    localization: ua(['Київ', 'Київ', 'у Києві'], ['Киев', 'Киев', 'в Киеве'], 'Kyiv'),
    timeZone: KYIV_TZ,
    lat: 50.4501,
    lng: 30.5234,
    priceFactor: 1,
    zonePrices: { inner: [49, 250, 600], outer: [89, 400, 900] },
    ipRanges: ['93.72.0.0/16', '46.211.0.0/16', '2a02:2378::/32'],
    outlets: [
      {
        id: 2001,
        name: text(
          'Pizza Corner на Великій Васильківській',
          'Pizza Corner на Большой Васильковской',
          'Pizza Corner Velyka Vasylkivska',
        ),
        address: text(
          'вул. Велика Васильківська, 100',
          'ул. Большая Васильковская, 100',
          '100 Velyka Vasylkivska St',
        ),
        phone: '+380445904001',
        lat: 50.4296,
        lng: 30.5163,
        weekendClosesAt: '02:00',
      },
      {
        id: 2002,
        name: text(
          'Pizza Corner на Лівому березі',
          'Pizza Corner на Левом берегу',
          'Pizza Corner Livyi Bereh',
        ),
        address: text('просп. Броварський, 17', 'просп. Броварской, 17', '17 Brovarskyi Ave'),
        phone: '+380445904002',
        lat: 50.4559,
        lng: 30.6094,
      },
    ],
  },
  {
    id: 202,
    slug: 'kharkiv',
    name: 'Харків',
    localization: ua(['Харків', 'Харків', 'у Харкові'], ['Харьков', 'Харьков', 'в Харькове'], 'Kharkiv'),
    timeZone: KYIV_TZ,
    lat: 49.9935,
    lng: 36.2304,
    priceFactor: 0.95,
    zonePrices: { inner: [45, 250, 600], outer: [79, 400, 900] },
    ipRanges: ['178.150.0.0/16'],
    outlets: [
      {
        id: 2011,
        name: text('Pizza Corner на Сумській', 'Pizza Corner на Сумской', 'Pizza Corner Sumska'),
        address: text('вул. Сумська, 35', 'ул. Сумская, 35', '35 Sumska St'),
        phone: '+380575904011',
        lat: 50.0005,
        lng: 36.2357,
      },
      {
        id: 2012,
        name: text('Pizza Corner на Салтівці', 'Pizza Corner на Салтовке', 'Pizza Corner Saltivka'),
        address: text(
          'просп. Тракторобудівників, 59',
          'просп. Тракторостроителей, 59',
          '59 Traktorobudivnykiv Ave',
        ),
        phone: '+380575904012',
        lat: 50.0279,
        lng: 36.3342,
      },
    ],
  },
  {
    id: 203,
    slug: 'vinnytsia',
    name: 'Вінниця',
    localization: ua(['Вінниця', 'Вінниця', 'у Вінниці'], ['Винница', 'Винница', 'в Виннице'], 'Vinnytsia'),
    timeZone: KYIV_TZ,
    lat: 49.2331,
    lng: 28.4682,
    priceFactor: 0.93,
    zonePrices: { inner: [39, 200, 550], outer: [69, 350, 850] },
    ipRanges: ['195.69.0.0/16'],
    outlets: [
      {
        id: 2021,
        name: text('Pizza Corner на Соборній', 'Pizza Corner на Соборной', 'Pizza Corner Soborna'),
        address: text('вул. Соборна, 45', 'ул. Соборная, 45', '45 Soborna St'),
        phone: '+380435904021',
        lat: 49.2328,
        lng: 28.4681,
      },
      {
        id: 2022,
        name: text('Pizza Corner на Вишеньці', 'Pizza Corner на Вишенке', 'Pizza Corner Vyshenka'),
        address: text('вул. Келецька, 78', 'ул. Келецкая, 78', '78 Keletska St'),
        phone: '+380435904022',
        lat: 49.2216,
        lng: 28.4189,
      },
    ],
  },
];

const en = (name: string, prepositional: string): CityLocalization[] => [
  loc('en', name, name, prepositional),
];

const SM_AE: DemoCity[] = [
  {
    id: 301,
    slug: 'dubai',
    name: 'Dubai',
    localization: en('Dubai', 'in Dubai'),
    timeZone: DUBAI_TZ,
    lat: 25.2048,
    lng: 55.2708,
    priceFactor: 1,
    zonePrices: { inner: [7, 40, 100], outer: [12, 60, 150] },
    ipRanges: ['94.200.0.0/16', '2001:8f8::/32'],
    outlets: [
      {
        id: 3001,
        name: { en: 'Sushi Moon Dubai Marina' },
        address: { en: 'Marina Walk, Dubai Marina' },
        phone: '+97145550101',
        lat: 25.08,
        lng: 55.14,
        weekendClosesAt: '02:00',
      },
      {
        id: 3002,
        name: { en: 'Sushi Moon Downtown' },
        address: { en: 'Mohammed Bin Rashid Blvd, Downtown Dubai' },
        phone: '+97145550102',
        lat: 25.1972,
        lng: 55.2744,
      },
    ],
  },
  {
    id: 302,
    slug: 'abu-dhabi',
    name: 'Abu Dhabi',
    localization: en('Abu Dhabi', 'in Abu Dhabi'),
    timeZone: DUBAI_TZ,
    lat: 24.4539,
    lng: 54.3773,
    priceFactor: 1,
    zonePrices: { inner: [7, 40, 100], outer: [12, 60, 150] },
    ipRanges: ['86.96.0.0/16'],
    outlets: [
      {
        id: 3011,
        name: { en: 'Sushi Moon Corniche' },
        address: { en: 'Corniche Road West, Al Khalidiyah' },
        phone: '+97125550111',
        lat: 24.4764,
        lng: 54.342,
      },
      {
        id: 3012,
        name: { en: 'Sushi Moon Al Reem' },
        address: { en: 'Reem Island, Shams Boutik Mall' },
        phone: '+97125550112',
        lat: 24.499,
        lng: 54.405,
      },
    ],
  },
];

export const DEMO_GEOGRAPHY: Record<string, DemoCity[]> = { 'sm-ua': SM_UA, 'pc-ua': PC_UA, 'sm-ae': SM_AE };

/** Daily 10:00–23:00, later on Friday and Saturday when the outlet says so. */
export function openingHoursFor(outlet: DemoOutlet): OpeningHours[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    opensAt: '10:00',
    closesAt: (day === 5 || day === 6) && outlet.weekendClosesAt ? outlet.weekendClosesAt : '23:00',
  }));
}

/**
 * A closed ring of [lng, lat] around a point: a 12-gon of `radiusKm`, slightly irregular so
 * that zones look drawn by hand, as real ones are.
 */
export function zoneRing(lat: number, lng: number, radiusKm: number, seed: number): [number, number][] {
  const ring: [number, number][] = [];
  const kmPerDegLat = 110.574;
  const kmPerDegLng = 111.32 * Math.cos((lat * Math.PI) / 180);
  for (let i = 0; i < 12; i++) {
    const angle = (i / 12) * 2 * Math.PI;
    const wobble = 1 + 0.12 * Math.sin(seed * 7 + i * 2.3);
    const r = radiusKm * wobble;
    ring.push([
      Math.round((lng + (r * Math.cos(angle)) / kmPerDegLng) * 1e6) / 1e6,
      Math.round((lat + (r * Math.sin(angle)) / kmPerDegLat) * 1e6) / 1e6,
    ]);
  }
  ring.push(ring[0]!);
  return ring;
}
