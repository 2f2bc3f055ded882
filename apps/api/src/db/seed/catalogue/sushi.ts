/**
 * Demo catalogue of a sushi delivery chain, used by two brands:
 *   sm-ua: Ukraine, languages uk + ru, prices in UAH (kopiykas);
 *   sm-ae: UAE, language en, prices in AED (fils).
 * Every text is kept in uk, ru and en ([uk, ru, en] tuples); only the requested languages are emitted.
 * Prices are written in whole hryvnias and converted deterministically (see uahToMinor).
 */
import type {
  DemoAddonLink,
  DemoCatalogue,
  DemoCategory,
  DemoProduct,
  ImageKind,
  Language,
  Localized,
  ProductLabel,
} from '../types.js';

/** One text in [uk, ru, en]. */
type T = readonly [uk: string, ru: string, en: string];

const LANG_INDEX: Record<Language, 0 | 1 | 2> = { uk: 0, ru: 1, en: 2 };

/**
 * UAE prices: whole dirhams = round(UAH / 6). Dubai delivery menus sit well above a straight
 * exchange-rate conversion (about 11 UAH per dirham), so a Kyiv roll at 369 UAH sells for 62 AED.
 */
export const UAH_PER_AED = 6;

/** Price in minor units (kopiykas or fils) from a price in whole hryvnias. */
function uahToMinor(uah: number, currency: 'UAH' | 'AED'): number {
  return currency === 'UAH' ? uah * 100 : Math.round(uah / UAH_PER_AED) * 100;
}

// ---------------------------------------------------------------------------------------------
// Ingredients (composition is built from these keys)
// ---------------------------------------------------------------------------------------------

const ING = {
  rice: ['рис для суші', 'рис для суши', 'sushi rice'],
  jasmine: ['рис жасмин', 'рис жасмин', 'jasmine rice'],
  riceSide: ['рис (подається окремо)', 'рис (подаётся отдельно)', 'steamed rice on the side'],
  nori: ['норі', 'нори', 'nori'],
  salmon: ['лосось', 'лосось', 'salmon'],
  smokedSalmon: ['копчений лосось', 'копчёный лосось', 'smoked salmon'],
  tuna: ['тунець', 'тунец', 'tuna'],
  eel: ['вугор', 'угорь', 'eel'],
  shrimp: ['тигрова креветка', 'тигровая креветка', 'tiger prawn'],
  crab: ['сніжний краб', 'снежный краб', 'snow crab'],
  scallop: ['гребінець', 'гребешок', 'scallop'],
  seabass: ['морський окунь', 'морской окунь', 'sea bass'],
  mussels: ['мідії', 'мидии', 'mussels'],
  squid: ['кальмар', 'кальмар', 'squid'],
  chicken: ['куряче філе', 'куриное филе', 'chicken fillet'],
  chickenThigh: ['куряче стегно', 'куриное бедро', 'chicken thigh'],
  duck: ['качине філе', 'утиное филе', 'duck breast'],
  beef: ['яловичина', 'говядина', 'beef'],
  tofu: ['тофу', 'тофу', 'tofu'],
  egg: ['яйце', 'яйцо', 'egg'],
  poachedEgg: ['яйце пашот', 'яйцо пашот', 'poached egg'],
  marinatedEgg: ['мариноване яйце', 'маринованное яйцо', 'marinated egg'],
  tamago: ['омлет тамаго', 'омлет тамаго', 'tamago omelette'],
  creamCheese: ['вершковий сир', 'сливочный сыр', 'cream cheese'],
  cheddar: ['сир чедер', 'сыр чеддер', 'cheddar'],
  cheeseCap: ['сирна шапка', 'сырная шапка', 'cheese topping'],
  spicyCap: ['гостра сирна шапка', 'острая сырная шапка', 'spicy cheese topping'],
  cucumber: ['огірок', 'огурец', 'cucumber'],
  avocado: ['авокадо', 'авокадо', 'avocado'],
  mango: ['манго', 'манго', 'mango'],
  pineapple: ['ананас', 'ананас', 'pineapple'],
  bellPepper: ['болгарський перець', 'болгарский перец', 'bell pepper'],
  iceberg: ['салат айсберг', 'салат айсберг', 'iceberg lettuce'],
  greens: ['мікс салатів', 'микс салатов', 'mixed salad leaves'],
  cherry: ['томати чері', 'томаты черри', 'cherry tomatoes'],
  carrot: ['морква', 'морковь', 'carrot'],
  zucchini: ['цукіні', 'цукини', 'courgette'],
  cabbage: ['пекінська капуста', 'пекинская капуста', 'napa cabbage'],
  sprouts: ['паростки маша', 'ростки маша', 'mung bean sprouts'],
  onion: ['цибуля', 'лук', 'onion'],
  greenOnion: ['зелена цибуля', 'зелёный лук', 'spring onion'],
  cilantro: ['кінза', 'кинза', 'coriander'],
  chili: ['перець чилі', 'перец чили', 'chilli'],
  jalapeno: ['халапеньйо', 'халапеньо', 'jalapeño'],
  garlic: ['часник', 'чеснок', 'garlic'],
  gingerRoot: ['імбир', 'имбирь', 'ginger'],
  lime: ['лайм', 'лайм', 'lime'],
  lemon: ['лимон', 'лимон', 'lemon'],
  lemongrass: ['лемонграс', 'лемонграсс', 'lemongrass'],
  galangal: ['галангал', 'галангал', 'galangal'],
  shiitake: ['гриби шиітаке', 'грибы шиитаке', 'shiitake mushrooms'],
  champignons: ['печериці', 'шампиньоны', 'button mushrooms'],
  takuan: ['маринований дайкон такуан', 'маринованный дайкон такуан', 'takuan pickled daikon'],
  corn: ['кукурудза', 'кукуруза', 'sweet corn'],
  edamame: ['боби едамаме', 'бобы эдамаме', 'edamame beans'],
  chuka: ['водорості чука', 'водоросли чука', 'chuka seaweed'],
  wakame: ['водорості вакаме', 'водоросли вакаме', 'wakame seaweed'],
  peanuts: ['арахіс', 'арахис', 'peanuts'],
  sesame: ['кунжут', 'кунжут', 'sesame seeds'],
  tobiko: ['ікра тобіко', 'икра тобико', 'tobiko roe'],
  bonito: ['стружка тунця бонито', 'стружка тунца бонито', 'bonito flakes'],
  wasabi: ['васабі', 'васаби', 'wasabi'],
  unagi: ['соус унагі', 'соус унаги', 'unagi sauce'],
  spicy: ['спайсі-соус', 'спайси-соус', 'spicy sauce'],
  mayo: ['японський майонез', 'японский майонез', 'Japanese mayonnaise'],
  teriyaki: ['соус теріякі', 'соус терияки', 'teriyaki sauce'],
  nutSauce: ['горіховий соус', 'ореховый соус', 'sesame nut dressing'],
  sweetChili: ['солодкий соус чилі', 'сладкий соус чили', 'sweet chilli sauce'],
  chiliSauce: ['соус чилі', 'соус чили', 'chilli sauce'],
  soy: ['соєвий соус', 'соевый соус', 'soy sauce'],
  sesameSoy: ['соєво-кунжутна заправка', 'соево-кунжутная заправка', 'soy-sesame dressing'],
  oyster: ['устричний соус', 'устричный соус', 'oyster sauce'],
  ponzu: ['соус понзу', 'соус понзу', 'ponzu sauce'],
  pokeSauce: ['соус для поке', 'соус для поке', 'poke dressing'],
  padThai: ['соус пад тай', 'соус пад тай', 'pad thai sauce'],
  sweetSour: ['кисло-солодкий соус', 'кисло-сладкий соус', 'sweet and sour sauce'],
  creamGarlic: ['вершково-часниковий соус', 'сливочно-чесночный соус', 'creamy garlic sauce'],
  kimchiSauce: ['соус кімчі', 'соус кимчи', 'kimchi sauce'],
  riceDressing: ['заправка з рисового оцту', 'заправка из рисового уксуса', 'rice vinegar dressing'],
  vinegar: ['рисовий оцет', 'рисовый уксус', 'rice vinegar'],
  mirin: ['мірин', 'мирин', 'mirin'],
  sesameOil: ['кунжутна олія', 'кунжутное масло', 'sesame oil'],
  tempura: ['кляр темпура', 'кляр темпура', 'tempura batter'],
  potatoStarch: ['картопляний крохмаль', 'картофельный крахмал', 'potato starch'],
  udon: ['локшина удон', 'лапша удон', 'udon noodles'],
  soba: ['гречана локшина соба', 'гречневая лапша соба', 'buckwheat soba noodles'],
  riceNoodles: ['рисова локшина', 'рисовая лапша', 'rice noodles'],
  eggNoodles: ['яєчна локшина', 'яичная лапша', 'egg noodles'],
  ramenNoodles: ['пшенична локшина для рамену', 'пшеничная лапша для рамена', 'wheat ramen noodles'],
  funchoza: ['локшина фунчоза', 'фунчоза', 'glass noodles'],
  dashi: ['бульйон даші', 'бульон даши', 'dashi broth'],
  kombu: ['бульйон з водорості комбу', 'бульон из водоросли комбу', 'kombu broth'],
  miso: ['місо-паста', 'мисо-паста', 'miso paste'],
  chickenBroth: ['курячий бульйон', 'куриный бульон', 'chicken broth'],
  beefBroth: ['яловичий бульйон', 'говяжий бульон', 'beef broth'],
  coconutMilk: ['кокосове молоко', 'кокосовое молоко', 'coconut milk'],
  tomYum: ['паста том ям', 'паста том ям', 'tom yum paste'],
  dumplingDough: ['пшеничне тісто', 'пшеничное тесто', 'wheat dough'],
  springWrapper: ['тісто для спрінг-ролів', 'тесто для спринг-роллов', 'spring roll pastry'],
  seaSalt: ['морська сіль', 'морская соль', 'sea salt'],
  salt: ['сіль', 'соль', 'salt'],
  soyBeans: ['соєві боби', 'соевые бобы', 'soybeans'],
  wheat: ['пшениця', 'пшеница', 'wheat'],
  horseradish: ['хрін', 'хрен', 'horseradish'],
  wasabiPowder: ['порошок васабі', 'порошок васаби', 'wasabi powder'],
  chopsticks: ['бамбукові палички', 'бамбуковые палочки', 'bamboo chopsticks'],
  napkin: ['серветка', 'салфетка', 'napkin'],
  mochiDough: ['рисове тісто моті', 'рисовое тесто моти', 'mochi rice dough'],
  creamFilling: ['вершковий крем', 'сливочный крем', 'whipped cream filling'],
  mangoPuree: ['пюре манго', 'пюре манго', 'mango purée'],
  passionFruit: ['маракуя', 'маракуйя', 'passion fruit'],
  strawberry: ['полуниця', 'клубника', 'strawberry'],
  banana: ['банан', 'банан', 'banana'],
  peach: ['пюре персика', 'пюре персика', 'peach purée'],
  matcha: ['чай матча', 'чай матча', 'matcha tea'],
  cream: ['вершки', 'сливки', 'cream'],
  sugar: ['цукор', 'сахар', 'sugar'],
  shortbread: ['пісочна основа', 'песочная основа', 'shortbread base'],
  crepe: ['млинець', 'блинчик', 'crêpe'],
  chocolate: ['шоколадний топінг', 'шоколадный топпинг', 'chocolate sauce'],
  iceCream: ['ванільне морозиво', 'ванильное мороженое', 'vanilla ice cream'],
  sponge: ['бісквіт', 'бисквит', 'sponge cake'],
  pancakes: ['пухкі панкейки', 'пышные панкейки', 'fluffy pancakes'],
  anko: ['паста з червоної квасолі', 'паста из красной фасоли', 'sweet red bean paste'],
  mint: ['м’ята', 'мята', 'mint'],
  basil: ['базилік', 'базилик', 'basil'],
  yuzu: ['сік юдзу', 'сок юдзу', 'yuzu juice'],
  sugarSyrup: ['цукровий сироп', 'сахарный сироп', 'sugar syrup'],
  ice: ['лід', 'лёд', 'ice'],
  water: ['вода', 'вода', 'water'],
  sparkling: ['газована вода', 'газированная вода', 'sparkling water'],
  stillMineral: ['мінеральна вода негазована', 'минеральная вода негазированная', 'still mineral water'],
  sparklingMineral: ['мінеральна вода газована', 'минеральная вода газированная', 'sparkling mineral water'],
  flavours: ['натуральні ароматизатори', 'натуральные ароматизаторы', 'natural flavourings'],
  caffeine: ['кофеїн', 'кофеин', 'caffeine'],
  sencha: ['зелений чай сенча', 'зелёный чай сенча', 'sencha green tea'],
  jasmineTea: ['зелений чай з жасмином', 'зелёный чай с жасмином', 'jasmine green tea'],
  milk: ['молоко', 'молоко', 'milk'],
  orangeJuice: [
    'свіжовичавлений апельсиновий сік',
    'свежевыжатый апельсиновый сок',
    'freshly squeezed orange juice',
  ],
} as const satisfies Record<string, T>;

type Ing = keyof typeof ING;

// ---------------------------------------------------------------------------------------------
// Dish definitions
// ---------------------------------------------------------------------------------------------

interface Dish {
  slug: string;
  /** name */
  n: T;
  /** description */
  d: T;
  /** composition as ingredients... */
  i?: readonly Ing[];
  /** ...or as dishes included (sets, combos); weight and pieces are then summed from them */
  inc?: readonly string[];
  /** price in whole hryvnias */
  uah: number;
  /** struck-through price in whole hryvnias */
  old?: number;
  /** grams (millilitres for drinks); computed for `inc` dishes */
  g?: number;
  pcs?: number;
  persons?: number;
  hot?: true;
  vegan?: true;
  tags?: ProductLabel[];
  img?: ImageKind;
  /** noun put before the quoted name in uk/ru SEO text; defaults to the section's */
  noun?: T;
  from?: string;
  to?: string;
}

type AddonPlan = 'roll' | 'nigiri' | 'set' | 'bowl' | 'wok' | 'salad' | 'snack' | 'none';

interface Section {
  slug: string;
  n: T;
  img: ImageKind;
  isDefault?: true;
  /** SEO: noun before the quoted name (uk/ru), one sentence about the section, lead style, facts style */
  noun: T;
  about: T;
  lead?: 'order' | 'add';
  facts?: 'weight' | 'volume' | 'none';
  plan: AddonPlan;
  dishes: Dish[];
}

const NO_NOUN: T = ['', '', ''];
const ROLL: T = ['рол', 'ролл', 'roll'];

const SECTIONS: Section[] = [
  // ------------------------------------------------------------------------------------------
  {
    slug: 'popular',
    n: ['Популярне', 'Популярное', 'Popular'],
    img: 'roll',
    isDefault: true,
    noun: ROLL,
    about: [
      'У розділі «Популярне» — фірмові роли та пропозиції, які наші гості замовляють найчастіше.',
      'В разделе «Популярное» — фирменные роллы и предложения, которые наши гости заказывают чаще всего.',
      'Popular brings together our signature rolls and the deals our guests order most.',
    ],
    plan: 'roll',
    dishes: [
      {
        slug: 'dragon',
        n: ['Дракон', 'Дракон', 'Dragon'],
        d: [
          'Фірмовий рол з ніжним вугрем зверху, вершковим сиром і хрустким огірком усередині. Заправлений соусом унагі й посипаний кунжутом.',
          'Фирменный ролл с нежным угрём сверху, сливочным сыром и хрустящим огурцом внутри. Заправлен соусом унаги и посыпан кунжутом.',
          'Our signature roll topped with tender eel and filled with cream cheese and crunchy cucumber. Finished with unagi sauce and sesame.',
        ],
        i: ['rice', 'nori', 'eel', 'creamCheese', 'cucumber', 'unagi', 'sesame'],
        uah: 439,
        g: 290,
        pcs: 8,
        tags: ['HIT'],
      },
      {
        slug: 'red-dragon',
        n: ['Червоний дракон', 'Красный дракон', 'Red Dragon'],
        d: [
          'Креветка в темпурі та авокадо всередині, а зверху — тунець під гострим спайсі-соусом. Для тих, хто любить яскравіше.',
          'Креветка в темпуре и авокадо внутри, а сверху — тунец под острым спайси-соусом. Для тех, кто любит поярче.',
          'Tempura prawn and avocado inside, topped with tuna and a kick of spicy sauce. For those who like it bold.',
        ],
        i: ['rice', 'nori', 'shrimp', 'tempura', 'avocado', 'tuna', 'spicy', 'tobiko'],
        uah: 449,
        g: 300,
        pcs: 8,
        hot: true,
      },
      {
        slug: 'green-dragon',
        n: ['Зелений дракон', 'Зелёный дракон', 'Green Dragon'],
        d: [
          'Вугор і вершковий сир, укриті тонкими скибочками стиглого авокадо. М’який, вершковий і дуже гармонійний.',
          'Угорь и сливочный сыр, укрытые тонкими ломтиками спелого авокадо. Мягкий, сливочный и очень гармоничный.',
          'Eel and cream cheese wrapped in thin slices of ripe avocado. Soft, creamy and beautifully balanced.',
        ],
        i: ['rice', 'nori', 'eel', 'creamCheese', 'avocado', 'unagi', 'sesame'],
        uah: 399,
        g: 290,
        pcs: 8,
      },
      {
        slug: 'rainbow',
        n: ['Веселка', 'Радуга', 'Rainbow'],
        d: [
          'Каліфорнія з крабом, вкрита смужками лосося, тунця, вугра й авокадо. Чотири смаки в одному ролі.',
          'Калифорния с крабом, покрытая полосками лосося, тунца, угря и авокадо. Четыре вкуса в одном ролле.',
          'A snow crab California draped with salmon, tuna, eel and avocado. Four flavours in one roll.',
        ],
        i: ['rice', 'nori', 'crab', 'mayo', 'cucumber', 'salmon', 'tuna', 'eel', 'avocado'],
        uah: 429,
        g: 300,
        pcs: 8,
        tags: ['NEW'],
      },
      {
        slug: 'futomaki-salmon-eel',
        n: ['Футомакі з лососем і вугрем', 'Футомаки с лососем и угрём', 'Salmon & Eel Futomaki'],
        d: [
          'Товстий рол у норі з лососем, вугрем, вершковим сиром, огірком і омлетом тамаго. Ситний і щедрий на начинку.',
          'Толстый ролл в нори с лососем, угрём, сливочным сыром, огурцом и омлетом тамаго. Сытный и щедрый на начинку.',
          'A thick nori roll packed with salmon, eel, cream cheese, cucumber and tamago omelette. Hearty and generously filled.',
        ],
        i: ['rice', 'nori', 'salmon', 'eel', 'creamCheese', 'cucumber', 'tamago', 'unagi'],
        uah: 359,
        g: 310,
        pcs: 8,
      },
      {
        slug: 'business-lunch',
        n: ['Бізнес-ланч', 'Бизнес-ланч', 'Business Lunch'],
        d: [
          'Обідній комплект на одного: Каліфорнія з крабом, місо-суп і салат з вакаме. Діє щодня з 11:00 до 16:00.',
          'Обеденный комплект на одного: Калифорния с крабом, мисо-суп и салат с вакаме. Действует ежедневно с 11:00 до 16:00.',
          'A lunch combo for one: California with Snow Crab, miso soup and wakame salad. Available daily from 11:00 to 16:00.',
        ],
        inc: ['california-crab', 'miso-soup', 'wakame-salad'],
        uah: 349,
        img: 'set',
        noun: NO_NOUN,
        from: '11:00',
        to: '16:00',
        tags: ['HIT'],
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  {
    slug: 'philadelphia',
    n: ['Філадельфія', 'Филадельфия', 'Philadelphia rolls'],
    img: 'roll',
    noun: ROLL,
    about: [
      'Філадельфія — найпопулярніший рол у меню: ніжний лосось, вершковий сир і рис, приготований за японською технологією.',
      'Филадельфия — самый популярный ролл в меню: нежный лосось, сливочный сыр и рис, приготовленный по японской технологии.',
      'Philadelphia is the most popular roll on our menu: tender salmon, cream cheese and rice cooked the Japanese way.',
    ],
    plan: 'roll',
    dishes: [
      {
        slug: 'philadelphia-classic',
        n: ['Філадельфія класична', 'Филадельфия классическая', 'Classic Philadelphia'],
        d: [
          'Класика, з якої все починається: широкі скибки охолодженого лосося, вершковий сир і свіжий огірок.',
          'Классика, с которой всё начинается: широкие ломтики охлаждённого лосося, сливочный сыр и свежий огурец.',
          'The classic that started it all: generous slices of chilled salmon, cream cheese and fresh cucumber.',
        ],
        i: ['rice', 'nori', 'salmon', 'creamCheese', 'cucumber'],
        uah: 369,
        g: 280,
        pcs: 8,
        tags: ['HIT'],
      },
      {
        slug: 'philadelphia-lux',
        n: ['Філадельфія Люкс', 'Филадельфия Люкс', 'Philadelphia Deluxe'],
        d: [
          'Подвійна порція лосося зверху й усередині та більше вершкового сиру. Для справжніх поціновувачів Філадельфії.',
          'Двойная порция лосося сверху и внутри и больше сливочного сыра. Для настоящих ценителей Филадельфии.',
          'A double portion of salmon on top and inside, with extra cream cheese. For true Philadelphia lovers.',
        ],
        i: ['rice', 'nori', 'salmon', 'creamCheese'],
        uah: 459,
        g: 320,
        pcs: 8,
        tags: ['HIT'],
      },
      {
        slug: 'philadelphia-avocado',
        n: ['Філадельфія з авокадо', 'Филадельфия с авокадо', 'Philadelphia with Avocado'],
        d: [
          'Лосось, вершковий сир і стигле авокадо, яке робить смак ще м’якшим.',
          'Лосось, сливочный сыр и спелое авокадо, которое делает вкус ещё мягче.',
          'Salmon, cream cheese and ripe avocado that makes it even silkier.',
        ],
        i: ['rice', 'nori', 'salmon', 'creamCheese', 'avocado'],
        uah: 389,
        g: 290,
        pcs: 8,
      },
      {
        slug: 'philadelphia-eel',
        n: ['Філадельфія з вугрем', 'Филадельфия с угрём', 'Philadelphia with Eel'],
        d: [
          'Лосось зверху, вугор і вершковий сир усередині та кілька крапель соусу унагі. Ніжне поєднання з солодкувато-димним відтінком.',
          'Лосось сверху, угорь и сливочный сыр внутри и несколько капель соуса унаги. Нежное сочетание со сладковато-дымным оттенком.',
          'Salmon on top, eel and cream cheese inside and a drizzle of unagi sauce. Delicate, with a sweet smoky note.',
        ],
        i: ['rice', 'nori', 'salmon', 'eel', 'creamCheese', 'unagi'],
        uah: 429,
        g: 300,
        pcs: 8,
      },
      {
        slug: 'philadelphia-shrimp',
        n: ['Філадельфія з креветкою', 'Филадельфия с креветкой', 'Philadelphia with Prawn'],
        d: [
          'Лосось, вершковий сир і соковита тигрова креветка з огірком. Морський смак у кожному шматочку.',
          'Лосось, сливочный сыр и сочная тигровая креветка с огурцом. Морской вкус в каждом кусочке.',
          'Salmon, cream cheese and a juicy tiger prawn with cucumber. A taste of the sea in every piece.',
        ],
        i: ['rice', 'nori', 'salmon', 'shrimp', 'creamCheese', 'cucumber'],
        uah: 409,
        g: 290,
        pcs: 8,
      },
      {
        slug: 'philadelphia-smoked',
        n: ['Філадельфія з копченим лососем', 'Филадельфия с копчёным лососем', 'Smoked Salmon Philadelphia'],
        d: [
          'Копчений лосось з легким димним ароматом, вершковий сир і огірок. Насичений смак для тих, хто любить копченості.',
          'Копчёный лосось с лёгким дымным ароматом, сливочный сыр и огурец. Насыщенный вкус для любителей копчёностей.',
          'Smoked salmon with a light smoky aroma, cream cheese and cucumber. Rich and satisfying.',
        ],
        i: ['rice', 'nori', 'smokedSalmon', 'creamCheese', 'cucumber'],
        uah: 379,
        old: 419,
        g: 280,
        pcs: 8,
      },
      {
        slug: 'philadelphia-tobiko',
        n: ['Філадельфія з ікрою', 'Филадельфия с икрой', 'Philadelphia with Tobiko'],
        d: [
          'Лосось і вершковий сир з хрусткою ікрою тобіко, яка приємно лопається на зубах.',
          'Лосось и сливочный сыр с хрустящей икрой тобико, которая приятно лопается на зубах.',
          'Salmon and cream cheese with crunchy tobiko roe that pops with every bite.',
        ],
        i: ['rice', 'nori', 'salmon', 'creamCheese', 'cucumber', 'tobiko'],
        uah: 419,
        g: 290,
        pcs: 8,
      },
      {
        slug: 'philadelphia-mango',
        n: ['Філадельфія з манго', 'Филадельфия с манго', 'Philadelphia with Mango'],
        d: [
          'Літній варіант класики: лосось, вершковий сир і соковите манго. Легка солодкість чудово підкреслює рибу.',
          'Летний вариант классики: лосось, сливочный сыр и сочное манго. Лёгкая сладость отлично подчёркивает рыбу.',
          'A summery twist on the classic: salmon, cream cheese and juicy mango. Its gentle sweetness brings out the fish.',
        ],
        i: ['rice', 'nori', 'salmon', 'creamCheese', 'mango'],
        uah: 399,
        g: 280,
        pcs: 8,
        tags: ['NEW'],
      },
      {
        slug: 'philadelphia-spicy',
        n: ['Філадельфія спайсі', 'Филадельфия спайси', 'Spicy Philadelphia'],
        d: [
          'Лосось, злегка обпалений під спайсі-соусом, з вершковим сиром, огірком і зеленою цибулею. Гострота відчутна, але не перебиває рибу.',
          'Лосось, слегка опалённый под спайси-соусом, со сливочным сыром, огурцом и зелёным луком. Острота ощутимая, но не перебивает рыбу.',
          'Salmon lightly torched under spicy sauce, with cream cheese, cucumber and spring onion. Noticeably hot without masking the fish.',
        ],
        i: ['rice', 'nori', 'salmon', 'creamCheese', 'cucumber', 'spicy', 'greenOnion', 'chili'],
        uah: 389,
        g: 290,
        pcs: 8,
        hot: true,
      },
      {
        slug: 'philadelphia-tuna',
        n: ['Філадельфія з тунцем', 'Филадельфия с тунцом', 'Tuna Philadelphia'],
        d: [
          'Замість лосося — ніжний тунець, а всередині вершковий сир та авокадо. Чистий і делікатний смак.',
          'Вместо лосося — нежный тунец, а внутри сливочный сыр и авокадо. Чистый и деликатный вкус.',
          'Tender tuna instead of salmon, with cream cheese and avocado inside. Clean and delicate.',
        ],
        i: ['rice', 'nori', 'tuna', 'creamCheese', 'avocado'],
        uah: 429,
        g: 290,
        pcs: 8,
      },
      {
        slug: 'philadelphia-light',
        n: ['Філадельфія лайт', 'Филадельфия лайт', 'Philadelphia Light'],
        d: [
          'Легша версія класики: тонкий шар лосося, менше сиру і більше свіжого огірка.',
          'Облегчённая версия классики: тонкий слой лосося, меньше сыра и больше свежего огурца.',
          'A lighter take on the classic: a thin layer of salmon, less cheese and more fresh cucumber.',
        ],
        i: ['rice', 'nori', 'salmon', 'creamCheese', 'cucumber'],
        uah: 299,
        g: 230,
        pcs: 8,
      },
      {
        slug: 'philadelphia-crab',
        n: ['Філадельфія з крабом', 'Филадельфия с крабом', 'Philadelphia with Snow Crab'],
        d: [
          'Лосось зверху, а всередині ніжний сніжний краб з японським майонезом і огірком.',
          'Лосось сверху, а внутри нежный снежный краб с японским майонезом и огурцом.',
          'Salmon on top with tender snow crab, Japanese mayo and cucumber inside.',
        ],
        i: ['rice', 'nori', 'salmon', 'crab', 'mayo', 'cucumber'],
        uah: 399,
        old: 449,
        g: 300,
        pcs: 8,
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  {
    slug: 'california',
    n: ['Каліфорнія', 'Калифорния', 'California rolls'],
    img: 'roll',
    noun: ROLL,
    about: [
      'Каліфорнія — рол «навиворіт»: рис зовні, обсипаний ікрою тобіко або кунжутом, а всередині соковита начинка.',
      'Калифорния — ролл «наизнанку»: рис снаружи, обсыпан икрой тобико или кунжутом, а внутри сочная начинка.',
      'California is an inside-out roll: rice on the outside, coated in tobiko or sesame, with a juicy filling inside.',
    ],
    plan: 'roll',
    dishes: [
      {
        slug: 'california-crab',
        n: ['Каліфорнія з крабом', 'Калифорния с крабом', 'California with Snow Crab'],
        d: [
          'Сніжний краб з японським майонезом, огірок і авокадо в яскравій ікрі тобіко. Класична Каліфорнія, яку обирають найчастіше.',
          'Снежный краб с японским майонезом, огурец и авокадо в яркой икре тобико. Классическая Калифорния, которую выбирают чаще всего.',
          'Snow crab with Japanese mayo, cucumber and avocado in bright tobiko roe. The classic California our guests order most.',
        ],
        i: ['rice', 'nori', 'crab', 'mayo', 'cucumber', 'avocado', 'tobiko'],
        uah: 279,
        g: 250,
        pcs: 8,
        tags: ['HIT'],
      },
      {
        slug: 'california-salmon',
        n: ['Каліфорнія з лососем', 'Калифорния с лососем', 'California with Salmon'],
        d: [
          'Лосось, вершковий сир і огірок в ікрі тобіко. Ніжна і соковита.',
          'Лосось, сливочный сыр и огурец в икре тобико. Нежная и сочная.',
          'Salmon, cream cheese and cucumber rolled in tobiko roe. Tender and juicy.',
        ],
        i: ['rice', 'nori', 'salmon', 'creamCheese', 'cucumber', 'tobiko'],
        uah: 319,
        old: 349,
        g: 250,
        pcs: 8,
      },
      {
        slug: 'california-eel',
        n: ['Каліфорнія з вугрем', 'Калифорния с угрём', 'California with Eel'],
        d: [
          'Вугор, вершковий сир і огірок у кунжуті, политі соусом унагі. Солодкувато-димний смак, який важко забути.',
          'Угорь, сливочный сыр и огурец в кунжуте, политые соусом унаги. Сладковато-дымный вкус, который трудно забыть.',
          'Eel, cream cheese and cucumber rolled in sesame and glazed with unagi sauce. A sweet, smoky flavour that stays with you.',
        ],
        i: ['rice', 'nori', 'eel', 'creamCheese', 'cucumber', 'sesame', 'unagi'],
        uah: 349,
        g: 250,
        pcs: 8,
      },
      {
        slug: 'california-shrimp',
        n: ['Каліфорнія з креветкою', 'Калифорния с креветкой', 'California with Prawn'],
        d: [
          'Тигрова креветка, авокадо, огірок і японський майонез в ікрі тобіко. Легка й по-морському свіжа.',
          'Тигровая креветка, авокадо, огурец и японский майонез в икре тобико. Лёгкая и по-морскому свежая.',
          'Tiger prawn, avocado, cucumber and Japanese mayo in tobiko roe. Light and fresh as the sea.',
        ],
        i: ['rice', 'nori', 'shrimp', 'avocado', 'cucumber', 'mayo', 'tobiko'],
        uah: 329,
        g: 250,
        pcs: 8,
      },
      {
        slug: 'california-tuna',
        n: ['Каліфорнія з тунцем', 'Калифорния с тунцом', 'California with Tuna'],
        d: [
          'Тунець, авокадо та огірок у білому кунжуті. Чистий смак риби без зайвого.',
          'Тунец, авокадо и огурец в белом кунжуте. Чистый вкус рыбы без лишнего.',
          'Tuna, avocado and cucumber rolled in white sesame. Pure fish flavour, nothing extra.',
        ],
        i: ['rice', 'nori', 'tuna', 'avocado', 'cucumber', 'sesame'],
        uah: 339,
        g: 245,
        pcs: 8,
      },
      {
        slug: 'california-smoked-salmon',
        n: [
          'Каліфорнія з копченим лососем',
          'Калифорния с копчёным лососем',
          'California with Smoked Salmon',
        ],
        d: [
          'Копчений лосось і вершковий сир з огірком у підсмаженому кунжуті. Ароматна і ситна.',
          'Копчёный лосось и сливочный сыр с огурцом в обжаренном кунжуте. Ароматная и сытная.',
          'Smoked salmon and cream cheese with cucumber in toasted sesame. Fragrant and filling.',
        ],
        i: ['rice', 'nori', 'smokedSalmon', 'creamCheese', 'cucumber', 'sesame'],
        uah: 299,
        g: 240,
        pcs: 8,
      },
      {
        slug: 'california-chicken',
        n: ['Каліфорнія з куркою теріякі', 'Калифорния с курицей терияки', 'Teriyaki Chicken California'],
        d: [
          'Для тих, хто не їсть рибу: куряче філе в соусі теріякі, салат айсберг і огірок у кунжуті.',
          'Для тех, кто не ест рыбу: куриное филе в соусе терияки, салат айсберг и огурец в кунжуте.',
          'For those who skip fish: chicken fillet in teriyaki sauce, iceberg lettuce and cucumber in sesame.',
        ],
        i: ['rice', 'nori', 'chicken', 'teriyaki', 'iceberg', 'cucumber', 'sesame'],
        uah: 259,
        old: 289,
        g: 245,
        pcs: 8,
      },
      {
        slug: 'california-spicy-tuna',
        n: ['Каліфорнія спайсі з тунцем', 'Калифорния спайси с тунцом', 'Spicy Tuna California'],
        d: [
          'Рублений тунець зі спайсі-соусом, огірок і зелена цибуля в ікрі тобіко. Пікантна класика суші-барів.',
          'Рубленый тунец со спайси-соусом, огурец и зелёный лук в икре тобико. Пикантная классика суши-баров.',
          'Chopped tuna with spicy sauce, cucumber and spring onion in tobiko roe. A sushi-bar classic with a kick.',
        ],
        i: ['rice', 'nori', 'tuna', 'spicy', 'cucumber', 'greenOnion', 'tobiko'],
        uah: 349,
        g: 250,
        pcs: 8,
        hot: true,
      },
      {
        slug: 'california-scallop',
        n: ['Каліфорнія з гребінцем', 'Калифорния с гребешком', 'California with Scallop'],
        d: [
          'Ніжний морський гребінець з японським майонезом, огірок і ікра тобіко. Делікатний смак для поціновувачів морепродуктів.',
          'Нежный морской гребешок с японским майонезом, огурец и икра тобико. Деликатный вкус для ценителей морепродуктов.',
          'Tender scallop with Japanese mayo, cucumber and tobiko roe. A delicate treat for seafood lovers.',
        ],
        i: ['rice', 'nori', 'scallop', 'mayo', 'cucumber', 'tobiko'],
        uah: 389,
        g: 250,
        pcs: 8,
        tags: ['NEW'],
      },
      {
        slug: 'california-veggie',
        n: ['Каліфорнія овочева', 'Калифорния овощная', 'Vegetable California'],
        d: [
          'Авокадо, огірок, болгарський перець і салат айсберг у кунжуті. Свіжий хрусткий рол без продуктів тваринного походження.',
          'Авокадо, огурец, болгарский перец и салат айсберг в кунжуте. Свежий хрустящий ролл без продуктов животного происхождения.',
          'Avocado, cucumber, bell pepper and iceberg lettuce in sesame. A fresh, crunchy roll with no animal products.',
        ],
        i: ['rice', 'nori', 'avocado', 'cucumber', 'bellPepper', 'iceberg', 'sesame'],
        uah: 199,
        g: 230,
        pcs: 8,
        vegan: true,
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  {
    slug: 'baked-rolls',
    n: ['Запечені роли', 'Запечённые роллы', 'Baked rolls'],
    img: 'roll',
    noun: ROLL,
    about: [
      'Запечені роли готуємо під сирною шапкою одразу перед відправкою, тож вони приїздять теплими й ароматними.',
      'Запечённые роллы готовим под сырной шапкой прямо перед отправкой, поэтому они приезжают тёплыми и ароматными.',
      'Baked rolls go into the oven under a cheese topping just before dispatch, so they arrive warm and fragrant.',
    ],
    plan: 'roll',
    dishes: [
      {
        slug: 'baked-salmon',
        n: ['Запечений з лососем', 'Запечённый с лососем', 'Baked Salmon Roll'],
        d: [
          'Лосось, вершковий сир і огірок під золотистою сирною шапкою з краплею соусу унагі.',
          'Лосось, сливочный сыр и огурец под золотистой сырной шапкой с каплей соуса унаги.',
          'Salmon, cream cheese and cucumber under a golden cheese topping with a touch of unagi sauce.',
        ],
        i: ['rice', 'nori', 'salmon', 'creamCheese', 'cucumber', 'cheeseCap', 'unagi'],
        uah: 319,
        g: 280,
        pcs: 8,
      },
      {
        slug: 'baked-crab',
        n: ['Запечений з крабом', 'Запечённый с крабом', 'Baked Snow Crab Roll'],
        d: [
          'Сніжний краб з огірком, запечений під ніжною сирною шапкою та посипаний ікрою тобіко. Тепла класика, яку замовляють найчастіше.',
          'Снежный краб с огурцом, запечённый под нежной сырной шапкой и посыпанный икрой тобико. Тёплая классика, которую заказывают чаще всего.',
          'Snow crab and cucumber baked under a soft cheese topping and sprinkled with tobiko. The warm classic everyone orders.',
        ],
        i: ['rice', 'nori', 'crab', 'cucumber', 'cheeseCap', 'tobiko'],
        uah: 289,
        old: 329,
        g: 280,
        pcs: 8,
        tags: ['HIT'],
      },
      {
        slug: 'baked-eel',
        n: ['Запечений з вугрем', 'Запечённый с угрём', 'Baked Eel Roll'],
        d: [
          'Вугор і вершковий сир з огірком під сирною шапкою, соус унагі та кунжут. Насичений, теплий і дуже ситний.',
          'Угорь и сливочный сыр с огурцом под сырной шапкой, соус унаги и кунжут. Насыщенный, тёплый и очень сытный.',
          'Eel, cream cheese and cucumber under a cheese topping with unagi sauce and sesame. Rich, warm and filling.',
        ],
        i: ['rice', 'nori', 'eel', 'creamCheese', 'cucumber', 'cheeseCap', 'unagi', 'sesame'],
        uah: 349,
        g: 290,
        pcs: 8,
      },
      {
        slug: 'baked-shrimp',
        n: ['Запечений з креветкою', 'Запечённый с креветкой', 'Baked Prawn Roll'],
        d: [
          'Тигрова креветка, вершковий сир і авокадо, запечені під сирною шапкою з ікрою тобіко.',
          'Тигровая креветка, сливочный сыр и авокадо, запечённые под сырной шапкой с икрой тобико.',
          'Tiger prawn, cream cheese and avocado baked under a cheese topping with tobiko.',
        ],
        i: ['rice', 'nori', 'shrimp', 'creamCheese', 'avocado', 'cheeseCap', 'tobiko'],
        uah: 339,
        g: 285,
        pcs: 8,
      },
      {
        slug: 'baked-scallop',
        n: ['Запечений з гребінцем', 'Запечённый с гребешком', 'Baked Scallop Roll'],
        d: [
          'Морський гребінець під сирною шапкою на ролі з вершковим сиром та огірком. Ніжний, трохи солодкуватий смак.',
          'Морской гребешок под сырной шапкой на ролле со сливочным сыром и огурцом. Нежный, чуть сладковатый вкус.',
          'Scallop under a cheese topping on a roll with cream cheese and cucumber. Tender and subtly sweet.',
        ],
        i: ['rice', 'nori', 'scallop', 'creamCheese', 'cucumber', 'cheeseCap', 'tobiko'],
        uah: 369,
        g: 285,
        pcs: 8,
        tags: ['NEW'],
      },
      {
        slug: 'baked-chicken',
        n: ['Запечений з куркою', 'Запечённый с курицей', 'Baked Chicken Roll'],
        d: [
          'Куряче філе теріякі, сир чедер і огірок під сирною шапкою. Ситний варіант для тих, хто не їсть рибу.',
          'Куриное филе терияки, сыр чеддер и огурец под сырной шапкой. Сытный вариант для тех, кто не ест рыбу.',
          'Teriyaki chicken fillet, cheddar and cucumber under a cheese topping. A filling choice if you skip fish.',
        ],
        i: ['rice', 'nori', 'chicken', 'cheddar', 'cucumber', 'cheeseCap', 'teriyaki'],
        uah: 269,
        old: 299,
        g: 280,
        pcs: 8,
      },
      {
        slug: 'baked-mussels',
        n: ['Запечений з мідіями спайсі', 'Запечённый с мидиями спайси', 'Spicy Baked Mussel Roll'],
        d: [
          'Мідії під гострою сирною шапкою на ролі з вершковим сиром і огірком. Пікантний і ароматний.',
          'Мидии под острой сырной шапкой на ролле со сливочным сыром и огурцом. Пикантный и ароматный.',
          'Mussels under a spicy cheese topping on a roll with cream cheese and cucumber. Zesty and aromatic.',
        ],
        i: ['rice', 'nori', 'mussels', 'creamCheese', 'cucumber', 'spicyCap'],
        uah: 279,
        g: 280,
        pcs: 8,
        hot: true,
      },
      {
        slug: 'baked-tuna',
        n: ['Запечений з тунцем', 'Запечённый с тунцом', 'Baked Tuna Roll'],
        d: [
          'Тунець і авокадо під сирною шапкою, посипані кунжутом. М’який теплий смак з ніжною текстурою.',
          'Тунец и авокадо под сырной шапкой, посыпанные кунжутом. Мягкий тёплый вкус с нежной текстурой.',
          'Tuna and avocado under a cheese topping, finished with sesame. Soft, warm and tender.',
        ],
        i: ['rice', 'nori', 'tuna', 'avocado', 'cheeseCap', 'sesame'],
        uah: 339,
        g: 280,
        pcs: 8,
      },
      {
        slug: 'baked-philadelphia',
        n: ['Філадельфія запечена', 'Филадельфия запечённая', 'Baked Philadelphia'],
        d: [
          'Улюблена Філадельфія, запечена під сирною шапкою: лосось стає ще ніжнішим, а сир — тягучим.',
          'Любимая Филадельфия, запечённая под сырной шапкой: лосось становится ещё нежнее, а сыр — тягучим.',
          'Everyone’s favourite Philadelphia baked under a cheese topping: the salmon turns even more tender and the cheese goes gooey.',
        ],
        i: ['rice', 'nori', 'salmon', 'creamCheese', 'cucumber', 'cheeseCap'],
        uah: 399,
        g: 300,
        pcs: 8,
      },
      {
        slug: 'baked-spicy-salmon',
        n: ['Запечений спайсі з лососем', 'Запечённый спайси с лососем', 'Spicy Baked Salmon Roll'],
        d: [
          'Лосось з огірком під гострою сирною шапкою з пластівцями чилі. Для тих, хто любить погарячіше.',
          'Лосось с огурцом под острой сырной шапкой с хлопьями чили. Для тех, кто любит погорячее.',
          'Salmon and cucumber under a spicy cheese topping with chilli flakes. For those who like it hot.',
        ],
        i: ['rice', 'nori', 'salmon', 'cucumber', 'spicyCap', 'chili'],
        uah: 329,
        g: 280,
        pcs: 8,
        hot: true,
      },
      {
        slug: 'baked-cheese-crab',
        n: ['Запечений сирний з крабом', 'Запечённый сырный с крабом', 'Cheesy Baked Crab Roll'],
        d: [
          'Три сири в одному ролі: вершковий сир і чедер усередині та сирна шапка зверху, а до них — ніжний сніжний краб.',
          'Три сыра в одном ролле: сливочный сыр и чеддер внутри и сырная шапка сверху, а к ним — нежный снежный краб.',
          'Three cheeses in one roll — cream cheese and cheddar inside and a cheese topping — with tender snow crab.',
        ],
        i: ['rice', 'nori', 'crab', 'creamCheese', 'cheddar', 'cheeseCap'],
        uah: 289,
        old: 319,
        g: 285,
        pcs: 8,
      },
      {
        slug: 'baked-smoked-salmon',
        n: ['Запечений з копченим лососем', 'Запечённый с копчёным лососем', 'Baked Smoked Salmon Roll'],
        d: [
          'Копчений лосось і вершковий сир з авокадо під сирною шапкою. Теплий, з виразним димним ароматом.',
          'Копчёный лосось и сливочный сыр с авокадо под сырной шапкой. Тёплый, с выразительным дымным ароматом.',
          'Smoked salmon, cream cheese and avocado under a cheese topping. Warm, with a distinct smoky aroma.',
        ],
        i: ['rice', 'nori', 'smokedSalmon', 'creamCheese', 'avocado', 'cheeseCap'],
        uah: 299,
        g: 280,
        pcs: 8,
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  {
    slug: 'tempura-rolls',
    n: ['Роли в темпурі', 'Роллы в темпуре', 'Tempura rolls'],
    img: 'roll',
    noun: ROLL,
    about: [
      'Роли в темпурі обсмажуємо в легкому хрусткому клярі одразу перед доставкою — гарячі зовні й ніжні всередині.',
      'Роллы в темпуре обжариваем в лёгком хрустящем кляре прямо перед доставкой — горячие снаружи и нежные внутри.',
      'Tempura rolls are fried in a light, crispy batter right before delivery — hot outside, tender inside.',
    ],
    plan: 'roll',
    dishes: [
      {
        slug: 'tempura-salmon',
        n: ['Темпура з лососем', 'Темпура с лососем', 'Salmon Tempura Roll'],
        d: [
          'Лосось, вершковий сир і огірок у хрусткому клярі темпура, политі соусом унагі.',
          'Лосось, сливочный сыр и огурец в хрустящем кляре темпура, политые соусом унаги.',
          'Salmon, cream cheese and cucumber in crispy tempura batter, drizzled with unagi sauce.',
        ],
        i: ['rice', 'nori', 'salmon', 'creamCheese', 'cucumber', 'tempura', 'unagi'],
        uah: 299,
        g: 260,
        pcs: 8,
      },
      {
        slug: 'tempura-eel',
        n: ['Темпура з вугрем', 'Темпура с угрём', 'Eel Tempura Roll'],
        d: [
          'Вугор і вершковий сир у гарячій хрусткій оболонці з соусом унагі та кунжутом. Солодкуватий і дуже ніжний.',
          'Угорь и сливочный сыр в горячей хрустящей оболочке с соусом унаги и кунжутом. Сладковатый и очень нежный.',
          'Eel and cream cheese in a hot, crispy shell with unagi sauce and sesame. Slightly sweet and very tender.',
        ],
        i: ['rice', 'nori', 'eel', 'creamCheese', 'cucumber', 'tempura', 'unagi', 'sesame'],
        uah: 339,
        g: 260,
        pcs: 8,
      },
      {
        slug: 'tempura-shrimp',
        n: ['Темпура з креветкою', 'Темпура с креветкой', 'Prawn Tempura Roll'],
        d: [
          'Тигрова креветка, вершковий сир і авокадо в золотистому клярі. Хрусткий зовні, вершковий усередині.',
          'Тигровая креветка, сливочный сыр и авокадо в золотистом кляре. Хрустящий снаружи, сливочный внутри.',
          'Tiger prawn, cream cheese and avocado in golden batter. Crunchy outside, creamy inside.',
        ],
        i: ['rice', 'nori', 'shrimp', 'creamCheese', 'avocado', 'tempura', 'unagi'],
        uah: 319,
        g: 260,
        pcs: 8,
        tags: ['HIT'],
      },
      {
        slug: 'tempura-crab',
        n: ['Темпура з крабом', 'Темпура с крабом', 'Snow Crab Tempura Roll'],
        d: [
          'Сніжний краб з японським майонезом і огірком у клярі темпура, подається з солодким соусом чилі.',
          'Снежный краб с японским майонезом и огурцом в кляре темпура, подаётся со сладким соусом чили.',
          'Snow crab with Japanese mayo and cucumber in tempura batter, served with sweet chilli sauce.',
        ],
        i: ['rice', 'nori', 'crab', 'mayo', 'cucumber', 'tempura', 'sweetChili'],
        uah: 269,
        old: 299,
        g: 260,
        pcs: 8,
      },
      {
        slug: 'tempura-chicken',
        n: ['Темпура з куркою', 'Темпура с курицей', 'Chicken Tempura Roll'],
        d: [
          'Куряче філе теріякі, вершковий сир і салат айсберг у хрусткому клярі. Гарячий і ситний рол без риби.',
          'Куриное филе терияки, сливочный сыр и салат айсберг в хрустящем кляре. Горячий и сытный ролл без рыбы.',
          'Teriyaki chicken fillet, cream cheese and iceberg lettuce in crispy batter. A hot, hearty roll without fish.',
        ],
        i: ['rice', 'nori', 'chicken', 'creamCheese', 'iceberg', 'tempura', 'teriyaki'],
        uah: 249,
        g: 260,
        pcs: 8,
      },
      {
        slug: 'tempura-spicy-tuna',
        n: ['Темпура спайсі з тунцем', 'Темпура спайси с тунцом', 'Spicy Tuna Tempura Roll'],
        d: [
          'Тунець зі спайсі-соусом, огірок і зелена цибуля в хрусткому клярі. Гаряче і гостре поєднання.',
          'Тунец со спайси-соусом, огурец и зелёный лук в хрустящем кляре. Горячее и острое сочетание.',
          'Tuna with spicy sauce, cucumber and spring onion in crispy batter. Hot in every sense.',
        ],
        i: ['rice', 'nori', 'tuna', 'spicy', 'cucumber', 'greenOnion', 'tempura'],
        uah: 329,
        g: 260,
        pcs: 8,
        hot: true,
      },
      {
        slug: 'tempura-smoked-salmon',
        n: [
          'Темпура з копченим лососем і чедером',
          'Темпура с копчёным лососем и чеддером',
          'Smoked Salmon & Cheddar Tempura Roll',
        ],
        d: [
          'Копчений лосось, сир чедер і вершковий сир у гарячій темпурі. Тягучий сир і димний аромат.',
          'Копчёный лосось, сыр чеддер и сливочный сыр в горячей темпуре. Тянущийся сыр и дымный аромат.',
          'Smoked salmon, cheddar and cream cheese in hot tempura. Melty cheese and a smoky aroma.',
        ],
        i: ['rice', 'nori', 'smokedSalmon', 'cheddar', 'creamCheese', 'tempura'],
        uah: 289,
        old: 319,
        g: 260,
        pcs: 8,
      },
      {
        slug: 'bonito-roll',
        n: ['Боніто', 'Бонито', 'Bonito Roll'],
        d: [
          'Лосось і вершковий сир у клярі, а зверху — стружка тунця бонито, що «танцює» від тепла, та соус унагі.',
          'Лосось и сливочный сыр в кляре, а сверху — стружка тунца бонито, которая «танцует» от тепла, и соус унаги.',
          'Salmon and cream cheese in batter, topped with bonito flakes that dance in the heat and a drizzle of unagi sauce.',
        ],
        i: ['rice', 'nori', 'salmon', 'creamCheese', 'tempura', 'bonito', 'unagi'],
        uah: 309,
        g: 255,
        pcs: 8,
      },
      {
        slug: 'tempura-shrimp-mango',
        n: ['Темпура з креветкою і манго', 'Темпура с креветкой и манго', 'Prawn & Mango Tempura Roll'],
        d: [
          'Креветка, манго та вершковий сир у хрусткому клярі. Несподіване солодко-солоне поєднання, що підкорює з першого шматочка.',
          'Креветка, манго и сливочный сыр в хрустящем кляре. Неожиданное сладко-солёное сочетание, которое покоряет с первого кусочка.',
          'Prawn, mango and cream cheese in crispy batter. A surprising sweet-and-salty combination that wins you over at first bite.',
        ],
        i: ['rice', 'nori', 'shrimp', 'mango', 'creamCheese', 'tempura'],
        uah: 329,
        g: 260,
        pcs: 8,
        tags: ['NEW'],
      },
      {
        slug: 'dynamite',
        n: ['Динаміт', 'Динамит', 'Dynamite'],
        d: [
          'Гарячий рол з лососем і креветкою під спайсі-соусом з халапеньйо. Вибухово гострий — чесно попереджаємо.',
          'Горячий ролл с лососем и креветкой под спайси-соусом с халапеньо. Взрывно острый — честно предупреждаем.',
          'A hot roll with salmon and prawn under spicy sauce and jalapeño. Explosively hot — you’ve been warned.',
        ],
        i: ['rice', 'nori', 'salmon', 'shrimp', 'creamCheese', 'tempura', 'spicy', 'jalapeno'],
        uah: 349,
        g: 270,
        pcs: 8,
        hot: true,
        tags: ['HIT'],
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  {
    slug: 'maki',
    n: ['Макі', 'Маки', 'Maki'],
    img: 'maki',
    noun: NO_NOUN,
    about: [
      'Макі — тонкі роли з однією-двома начинками в норі: легкий перекус або доповнення до великого замовлення.',
      'Маки — тонкие роллы с одной-двумя начинками в нори: лёгкий перекус или дополнение к большому заказу.',
      'Maki are slim nori rolls with one or two fillings: a light snack or a nice addition to a bigger order.',
    ],
    plan: 'roll',
    dishes: [
      {
        slug: 'maki-cucumber',
        n: ['Макі з огірком', 'Маки с огурцом', 'Cucumber Maki'],
        d: [
          'Хрусткий огірок, рис і норі з дрібкою кунжуту. Найлегший і найсвіжіший рол у меню.',
          'Хрустящий огурец, рис и нори со щепоткой кунжута. Самый лёгкий и свежий ролл в меню.',
          'Crunchy cucumber, rice and nori with a pinch of sesame. The lightest, freshest roll on the menu.',
        ],
        i: ['rice', 'nori', 'cucumber', 'sesame'],
        uah: 129,
        g: 110,
        pcs: 6,
        vegan: true,
      },
      {
        slug: 'maki-avocado',
        n: ['Макі з авокадо', 'Маки с авокадо', 'Avocado Maki'],
        d: [
          'Ніжне стигле авокадо в рисі та норі. Простий вершковий смак без продуктів тваринного походження.',
          'Нежное спелое авокадо в рисе и нори. Простой сливочный вкус без продуктов животного происхождения.',
          'Soft ripe avocado wrapped in rice and nori. Simple, creamy and fully plant-based.',
        ],
        i: ['rice', 'nori', 'avocado'],
        uah: 149,
        g: 110,
        pcs: 6,
        vegan: true,
      },
      {
        slug: 'maki-salmon',
        n: ['Макі з лососем', 'Маки с лососем', 'Salmon Maki'],
        d: [
          'Тільки лосось, рис і норі — класика японської кухні, де головне свіжість риби.',
          'Только лосось, рис и нори — классика японской кухни, где главное свежесть рыбы.',
          'Just salmon, rice and nori — a Japanese classic where the freshness of the fish says it all.',
        ],
        i: ['rice', 'nori', 'salmon'],
        uah: 189,
        g: 115,
        pcs: 6,
      },
      {
        slug: 'maki-tuna',
        n: ['Макі з тунцем', 'Маки с тунцом', 'Tuna Maki'],
        d: [
          'Яскраво-червоний тунець у рисі та норі. Чистий ніжний смак, який чудово доповнює крапля васабі.',
          'Ярко-красный тунец в рисе и нори. Чистый нежный вкус, который отлично дополняет капля васаби.',
          'Ruby-red tuna in rice and nori. A clean, delicate taste that loves a dab of wasabi.',
        ],
        i: ['rice', 'nori', 'tuna'],
        uah: 199,
        g: 115,
        pcs: 6,
      },
      {
        slug: 'maki-eel',
        n: ['Макі з вугрем', 'Маки с угрём', 'Eel Maki'],
        d: [
          'Вугор під соусом унагі з дрібкою кунжуту. Маленький рол з великим смаком.',
          'Угорь под соусом унаги со щепоткой кунжута. Маленький ролл с большим вкусом.',
          'Eel with unagi sauce and a pinch of sesame. A small roll with big flavour.',
        ],
        i: ['rice', 'nori', 'eel', 'unagi', 'sesame'],
        uah: 209,
        g: 115,
        pcs: 6,
      },
      {
        slug: 'maki-shrimp',
        n: ['Макі з креветкою', 'Маки с креветкой', 'Prawn Maki'],
        d: [
          'Тигрова креветка з японським майонезом у норі. Ніжна і соковита.',
          'Тигровая креветка с японским майонезом в нори. Нежная и сочная.',
          'Tiger prawn with Japanese mayo in nori. Tender and juicy.',
        ],
        i: ['rice', 'nori', 'shrimp', 'mayo'],
        uah: 199,
        g: 115,
        pcs: 6,
      },
      {
        slug: 'maki-crab',
        n: ['Макі з крабом', 'Маки с крабом', 'Snow Crab Maki'],
        d: [
          'Сніжний краб з японським майонезом — м’який смак, який подобається і дорослим, і дітям.',
          'Снежный краб с японским майонезом — мягкий вкус, который нравится и взрослым, и детям.',
          'Snow crab with Japanese mayo — a mild flavour loved by grown-ups and kids alike.',
        ],
        i: ['rice', 'nori', 'crab', 'mayo'],
        uah: 159,
        g: 120,
        pcs: 6,
      },
      {
        slug: 'maki-takuan',
        n: ['Макі з такуаном', 'Маки с такуаном', 'Takuan Maki'],
        d: [
          'Маринований дайкон такуан з хрусткою текстурою та легкою солодкістю. Традиційний японський смак.',
          'Маринованный дайкон такуан с хрустящей текстурой и лёгкой сладостью. Традиционный японский вкус.',
          'Pickled takuan daikon, crunchy and gently sweet. A traditional Japanese flavour.',
        ],
        i: ['rice', 'nori', 'takuan', 'sesame'],
        uah: 129,
        g: 110,
        pcs: 6,
        vegan: true,
      },
      {
        slug: 'maki-salmon-cheese',
        n: ['Макі з лососем і сиром', 'Маки с лососем и сыром', 'Salmon & Cream Cheese Maki'],
        d: [
          'Лосось і вершковий сир у тонкому ролі. Ніжне поєднання, яке люблять усі.',
          'Лосось и сливочный сыр в тонком ролле. Нежное сочетание, которое любят все.',
          'Salmon and cream cheese in a slim roll. A gentle pairing everyone loves.',
        ],
        i: ['rice', 'nori', 'salmon', 'creamCheese'],
        uah: 199,
        old: 229,
        g: 125,
        pcs: 6,
      },
      {
        slug: 'maki-spicy-salmon',
        n: ['Макі спайсі з лососем', 'Маки спайси с лососем', 'Spicy Salmon Maki'],
        d: [
          'Рублений лосось зі спайсі-соусом і зеленою цибулею. Маленький, але з характером.',
          'Рубленый лосось со спайси-соусом и зелёным луком. Маленький, но с характером.',
          'Chopped salmon with spicy sauce and spring onion. Small but full of character.',
        ],
        i: ['rice', 'nori', 'salmon', 'spicy', 'greenOnion'],
        uah: 199,
        g: 120,
        pcs: 6,
        hot: true,
      },
      {
        slug: 'maki-shiitake',
        n: ['Макі з шиітаке', 'Маки с шиитаке', 'Shiitake Maki'],
        d: [
          'Гриби шиітаке, томлені в соєвому соусі, з огірком. Насичений смак умамі без м’яса і риби.',
          'Грибы шиитаке, томлёные в соевом соусе, с огурцом. Насыщенный вкус умами без мяса и рыбы.',
          'Shiitake mushrooms braised in soy sauce, with cucumber. Deep umami flavour with no meat or fish.',
        ],
        i: ['rice', 'nori', 'shiitake', 'soy', 'cucumber'],
        uah: 149,
        g: 115,
        pcs: 6,
        vegan: true,
      },
      {
        slug: 'futomaki-vegetable',
        n: ['Футомакі овочевий', 'Футомаки овощной', 'Vegetable Futomaki'],
        d: [
          'Товстий рол з авокадо, огірком, болгарським перцем, такуаном і салатом айсберг. Хрусткий, яскравий і повністю рослинний.',
          'Толстый ролл с авокадо, огурцом, болгарским перцем, такуаном и салатом айсберг. Хрустящий, яркий и полностью растительный.',
          'A thick roll with avocado, cucumber, bell pepper, takuan and iceberg lettuce. Crunchy, colourful and fully plant-based.',
        ],
        i: ['rice', 'nori', 'avocado', 'cucumber', 'bellPepper', 'takuan', 'iceberg'],
        uah: 219,
        g: 250,
        pcs: 8,
        vegan: true,
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  {
    slug: 'sets',
    n: ['Сети', 'Сеты', 'Sets'],
    img: 'set',
    noun: NO_NOUN,
    about: [
      'Сети — найвигідніший спосіб замовити роли на компанію: кілька улюблених ролів за ціною, нижчою, ніж окремо.',
      'Сеты — самый выгодный способ заказать роллы на компанию: несколько любимых роллов по цене ниже, чем по отдельности.',
      'Sets are the best-value way to order rolls for a group: several favourites for less than buying them separately.',
    ],
    plan: 'set',
    dishes: [
      {
        slug: 'set-philadelphia-lux',
        n: ['Сет Філадельфія Люкс', 'Сет Филадельфия Люкс', 'Philadelphia Deluxe Set'],
        d: [
          'Чотири найпопулярніші Філадельфії в одному сеті: класична, Люкс, з авокадо та з вугрем. Щедра порція лосося для компанії з чотирьох.',
          'Четыре самые популярные Филадельфии в одном сете: классическая, Люкс, с авокадо и с угрём. Щедрая порция лосося для компании из четырёх.',
          'Our four most popular Philadelphias in one set: Classic, Deluxe, Avocado and Eel. A generous salmon feast for four.',
        ],
        inc: ['philadelphia-classic', 'philadelphia-lux', 'philadelphia-avocado', 'philadelphia-eel'],
        uah: 1449,
        old: 1599,
        persons: 4,
        tags: ['HIT'],
      },
      {
        slug: 'set-california',
        n: ['Сет Каліфорнія', 'Сет Калифорния', 'California Set'],
        d: [
          'Чотири Каліфорнії з крабом, лососем, вугрем і креветкою. Яскравий сет у тобіко та кунжуті для невеликої компанії.',
          'Четыре Калифорнии с крабом, лососем, угрём и креветкой. Яркий сет в тобико и кунжуте для небольшой компании.',
          'Four Californias with snow crab, salmon, eel and prawn. A colourful tobiko-and-sesame set for a small group.',
        ],
        inc: ['california-crab', 'california-salmon', 'california-eel', 'california-shrimp'],
        uah: 1099,
        old: 1199,
        persons: 3,
      },
      {
        slug: 'set-baked',
        n: ['Сет Запечений', 'Сет Запечённый', 'Baked Set'],
        d: [
          'Чотири теплі роли під сирною шапкою: з лососем, крабом, вугрем і креветкою. Найзатишніший сет для вечора вдома.',
          'Четыре тёплых ролла под сырной шапкой: с лососем, крабом, угрём и креветкой. Самый уютный сет для вечера дома.',
          'Four warm rolls under a cheese topping: salmon, snow crab, eel and prawn. The cosiest set for a night in.',
        ],
        inc: ['baked-salmon', 'baked-crab', 'baked-eel', 'baked-shrimp'],
        uah: 1149,
        persons: 3,
      },
      {
        slug: 'set-hot-tempura',
        n: ['Гарячий сет', 'Горячий сет', 'Hot Tempura Set'],
        d: [
          'Чотири роли в хрусткій темпурі — з лососем, вугрем, креветкою та куркою. Гарячі, хрусткі й дуже ситні.',
          'Четыре ролла в хрустящей темпуре — с лососем, угрём, креветкой и курицей. Горячие, хрустящие и очень сытные.',
          'Four crispy tempura rolls with salmon, eel, prawn and chicken. Hot, crunchy and very filling.',
        ],
        inc: ['tempura-salmon', 'tempura-eel', 'tempura-shrimp', 'tempura-chicken'],
        uah: 1049,
        persons: 3,
      },
      {
        slug: 'set-for-two',
        n: ['Сет для двох', 'Сет для двоих', 'Set for Two'],
        d: [
          'Класична Філадельфія, Каліфорнія з крабом і запечений рол з крабом. Ідеальний вечір удвох без зайвих роздумів.',
          'Классическая Филадельфия, Калифорния с крабом и запечённый ролл с крабом. Идеальный вечер вдвоём без лишних раздумий.',
          'Classic Philadelphia, California with Snow Crab and a Baked Snow Crab Roll. An easy choice for a night in for two.',
        ],
        inc: ['philadelphia-classic', 'california-crab', 'baked-crab'],
        uah: 799,
        old: 899,
        persons: 2,
        tags: ['HIT'],
      },
      {
        slug: 'set-maki',
        n: ['Сет Макі', 'Сет Маки', 'Maki Set'],
        d: [
          'Вісім видів макі — від огірка й авокадо до лосося, тунця і вугра. Зручно ділити й куштувати все потроху.',
          'Восемь видов маки — от огурца и авокадо до лосося, тунца и угря. Удобно делить и пробовать всё понемногу.',
          'Eight kinds of maki, from cucumber and avocado to salmon, tuna and eel. Easy to share and try a bit of everything.',
        ],
        inc: [
          'maki-cucumber',
          'maki-avocado',
          'maki-salmon',
          'maki-tuna',
          'maki-eel',
          'maki-crab',
          'maki-shrimp',
          'maki-salmon-cheese',
        ],
        uah: 1199,
        persons: 3,
      },
      {
        slug: 'set-vegan',
        n: ['Веган сет', 'Веган сет', 'Vegan Set'],
        d: [
          'Шість рослинних ролів: макі з огірком, авокадо, такуаном і шиітаке, овочева Каліфорнія та футомакі. Жодних продуктів тваринного походження.',
          'Шесть растительных роллов: маки с огурцом, авокадо, такуаном и шиитаке, овощная Калифорния и футомаки. Никаких продуктов животного происхождения.',
          'Six plant-based rolls: cucumber, avocado, takuan and shiitake maki, Vegetable California and a vegetable futomaki. No animal products at all.',
        ],
        inc: [
          'maki-cucumber',
          'maki-avocado',
          'maki-takuan',
          'maki-shiitake',
          'california-veggie',
          'futomaki-vegetable',
        ],
        uah: 799,
        persons: 2,
        vegan: true,
      },
      {
        slug: 'set-spicy',
        n: ['Спайсі сет', 'Спайси сет', 'Spicy Set'],
        d: [
          'П’ять гострих ролів для справжніх фанатів спайсі: від Філадельфії спайсі до вибухового Динаміту.',
          'Пять острых роллов для настоящих фанатов спайси: от Филадельфии спайси до взрывного Динамита.',
          'Five fiery rolls for true spice lovers, from Spicy Philadelphia to the explosive Dynamite.',
        ],
        inc: [
          'philadelphia-spicy',
          'california-spicy-tuna',
          'baked-spicy-salmon',
          'dynamite',
          'maki-spicy-salmon',
        ],
        uah: 1349,
        persons: 3,
        hot: true,
      },
      {
        slug: 'set-dragon',
        n: ['Сет Дракон', 'Сет Дракон', 'Dragon Set'],
        d: [
          'Усі фірмові «дракони» та Веселка в одному сеті. Найефектніший вибір для свята.',
          'Все фирменные «драконы» и Радуга в одном сете. Самый эффектный выбор для праздника.',
          'All our signature Dragons plus the Rainbow in one set. The showstopper for any celebration.',
        ],
        inc: ['dragon', 'red-dragon', 'green-dragon', 'rainbow'],
        uah: 1499,
        persons: 4,
      },
      {
        slug: 'set-samurai',
        n: ['Сет Самурай', 'Сет Самурай', 'Samurai Set'],
        d: [
          'П’ять ролів, де головні герої — лосось і вугор: холодні, запечені й у темпурі. Для великого апетиту.',
          'Пять роллов, где главные герои — лосось и угорь: холодные, запечённые и в темпуре. Для большого аппетита.',
          'Five rolls starring salmon and eel — chilled, baked and tempura. Built for big appetites.',
        ],
        inc: ['philadelphia-lux', 'california-eel', 'baked-eel', 'tempura-eel', 'futomaki-salmon-eel'],
        uah: 1599,
        persons: 4,
      },
      {
        slug: 'set-family',
        n: ['Сімейний сет', 'Семейный сет', 'Family Set'],
        d: [
          'Вісім ролів на будь-який смак: класичні, запечені, у темпурі та макі. Вистачить на всю родину — і дорослим, і дітям.',
          'Восемь роллов на любой вкус: классические, запечённые, в темпуре и маки. Хватит на всю семью — и взрослым, и детям.',
          'Eight rolls for every taste: classic, baked, tempura and maki. Enough for the whole family, grown-ups and kids alike.',
        ],
        inc: [
          'philadelphia-classic',
          'california-crab',
          'california-salmon',
          'baked-salmon',
          'baked-crab',
          'tempura-chicken',
          'maki-cucumber',
          'maki-salmon',
        ],
        uah: 1749,
        old: 1949,
        persons: 5,
      },
      {
        slug: 'set-party',
        n: ['Сет Вечірка', 'Сет Вечеринка', 'Party Set'],
        d: [
          'Сім ролів для великої компанії: Філадельфії, Каліфорнії, запечені й темпура. Все, що потрібно для вечірки, в одному замовленні.',
          'Семь роллов для большой компании: Филадельфии, Калифорнии, запечённые и темпура. Всё, что нужно для вечеринки, в одном заказе.',
          'Seven rolls for a big group: Philadelphias, Californias, baked and tempura. Everything a party needs in one order.',
        ],
        inc: [
          'philadelphia-classic',
          'philadelphia-avocado',
          'california-crab',
          'california-eel',
          'baked-salmon',
          'baked-shrimp',
          'tempura-salmon',
        ],
        uah: 1899,
        old: 2099,
        persons: 6,
      },
      {
        slug: 'set-tokyo',
        n: ['Сет Токіо', 'Сет Токио', 'Tokyo Set'],
        d: [
          'Класична Філадельфія, Каліфорнія з тунцем, нігірі та гункани. Знайомство з японськими суші в одному сеті на двох.',
          'Классическая Филадельфия, Калифорния с тунцом, нигири и гунканы. Знакомство с японскими суши в одном сете на двоих.',
          'Classic Philadelphia, Tuna California, plus nigiri and gunkan. A tour of Japanese sushi in one set for two.',
        ],
        inc: [
          'philadelphia-classic',
          'california-tuna',
          'nigiri-salmon',
          'nigiri-tuna',
          'nigiri-eel',
          'gunkan-salmon',
          'gunkan-tobiko',
        ],
        uah: 1049,
        persons: 2,
        tags: ['NEW'],
      },
      {
        slug: 'set-salmon',
        n: ['Сет Лосось', 'Сет Лосось', 'Salmon Set'],
        d: [
          'П’ять ролів з лососем у різних виконаннях: холодні, запечені й у темпурі. Для тих, хто любить лосось понад усе.',
          'Пять роллов с лососем в разных исполнениях: холодные, запечённые и в темпуре. Для тех, кто любит лосось больше всего.',
          'Five salmon rolls done every way: chilled, baked and tempura. For those who love salmon above all.',
        ],
        inc: ['philadelphia-classic', 'california-salmon', 'baked-salmon', 'tempura-salmon', 'maki-salmon'],
        uah: 1249,
        persons: 3,
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  {
    slug: 'nigiri-gunkan',
    n: ['Нігірі та гункани', 'Нигири и гунканы', 'Nigiri & gunkan'],
    img: 'nigiri',
    noun: NO_NOUN,
    about: [
      'Нігірі та гункани ліпимо вручну з теплого рису та свіжої риби — саме так, як подають у японських суші-барах.',
      'Нигири и гунканы лепим вручную из тёплого риса и свежей рыбы — именно так, как подают в японских суши-барах.',
      'Our nigiri and gunkan are shaped by hand from warm rice and fresh fish, just as they are served in Japanese sushi bars.',
    ],
    plan: 'nigiri',
    dishes: [
      {
        slug: 'nigiri-salmon',
        n: ['Нігірі з лососем', 'Нигири с лососем', 'Salmon Nigiri'],
        d: [
          'Два бруски рису з широкою скибкою охолодженого лосося. Класика, з якої варто почати знайомство з суші.',
          'Два брусочка риса с широким ломтиком охлаждённого лосося. Классика, с которой стоит начать знакомство с суши.',
          'Two pillows of rice topped with generous slices of chilled salmon. The classic place to start with sushi.',
        ],
        i: ['rice', 'salmon', 'wasabi'],
        uah: 99,
        g: 60,
        pcs: 2,
        tags: ['HIT'],
      },
      {
        slug: 'nigiri-tuna',
        n: ['Нігірі з тунцем', 'Нигири с тунцом', 'Tuna Nigiri'],
        d: [
          'Ніжний тунець на рисі з краплею васабі. Насичений колір і чистий смак.',
          'Нежный тунец на рисе с каплей васаби. Насыщенный цвет и чистый вкус.',
          'Tender tuna on rice with a touch of wasabi. Deep colour, clean taste.',
        ],
        i: ['rice', 'tuna', 'wasabi'],
        uah: 119,
        g: 60,
        pcs: 2,
      },
      {
        slug: 'nigiri-eel',
        n: ['Нігірі з вугрем', 'Нигири с угрём', 'Eel Nigiri'],
        d: [
          'Теплий вугор на рисі, перев’язаний смужкою норі та политий соусом унагі.',
          'Тёплый угорь на рисе, перевязанный полоской нори и политый соусом унаги.',
          'Warm eel on rice, tied with a strip of nori and glazed with unagi sauce.',
        ],
        i: ['rice', 'eel', 'nori', 'unagi', 'sesame'],
        uah: 119,
        g: 65,
        pcs: 2,
      },
      {
        slug: 'nigiri-shrimp',
        n: ['Нігірі з креветкою', 'Нигири с креветкой', 'Prawn Nigiri'],
        d: [
          'Відварена тигрова креветка на рисі — ніжна, трохи солодкувата.',
          'Отварная тигровая креветка на рисе — нежная, чуть сладковатая.',
          'Poached tiger prawn on rice — tender and slightly sweet.',
        ],
        i: ['rice', 'shrimp', 'wasabi'],
        uah: 109,
        g: 55,
        pcs: 2,
      },
      {
        slug: 'nigiri-seabass',
        n: ['Нігірі з морським окунем', 'Нигири с морским окунем', 'Sea Bass Nigiri'],
        d: [
          'Біла риба з делікатним смаком, скибочка лайма і дрібка морської солі.',
          'Белая рыба с деликатным вкусом, ломтик лайма и щепотка морской соли.',
          'Delicate white fish with a sliver of lime and a pinch of sea salt.',
        ],
        i: ['rice', 'seabass', 'lime', 'seaSalt', 'wasabi'],
        uah: 89,
        g: 60,
        pcs: 2,
      },
      {
        slug: 'nigiri-scallop',
        n: ['Нігірі з гребінцем', 'Нигири с гребешком', 'Scallop Nigiri'],
        d: [
          'Ніжний морський гребінець на рисі з краплею соусу понзу. Тане в роті.',
          'Нежный морской гребешок на рисе с каплей соуса понзу. Тает во рту.',
          'Tender scallop on rice with a drop of ponzu. Melts in the mouth.',
        ],
        i: ['rice', 'scallop', 'ponzu'],
        uah: 129,
        g: 60,
        pcs: 2,
        tags: ['NEW'],
      },
      {
        slug: 'nigiri-salmon-aburi',
        n: ['Нігірі абурі з лососем', 'Нигири абури с лососем', 'Seared Salmon Nigiri (Aburi)'],
        d: [
          'Лосось, обпалений пальником до легкої карамельної скоринки, з японським майонезом. Тепло й аромат диму.',
          'Лосось, опалённый горелкой до лёгкой карамельной корочки, с японским майонезом. Тепло и аромат дымка.',
          'Salmon flame-seared to a light caramel crust with Japanese mayo. Warm, with a smoky aroma.',
        ],
        i: ['rice', 'salmon', 'mayo'],
        uah: 109,
        old: 129,
        g: 60,
        pcs: 2,
      },
      {
        slug: 'nigiri-tamago',
        n: ['Нігірі тамаго', 'Нигири тамаго', 'Tamago Nigiri'],
        d: [
          'Солодкуватий японський омлет тамаго на рисі, перев’язаний норі. Традиційні суші, які люблять діти.',
          'Сладковатый японский омлет тамаго на рисе, перевязанный нори. Традиционные суши, которые любят дети.',
          'Sweet Japanese tamago omelette on rice, tied with nori. Traditional sushi that kids love.',
        ],
        i: ['rice', 'tamago', 'nori'],
        uah: 69,
        g: 65,
        pcs: 2,
      },
      {
        slug: 'gunkan-salmon',
        n: ['Гункан з лососем', 'Гункан с лососем', 'Salmon Gunkan'],
        d: [
          'Човник з норі з рубленим лососем і вершковим сиром. Ніжно і соковито.',
          'Лодочка из нори с рубленым лососем и сливочным сыром. Нежно и сочно.',
          'A nori boat filled with chopped salmon and cream cheese. Soft and juicy.',
        ],
        i: ['rice', 'nori', 'salmon', 'creamCheese', 'greenOnion'],
        uah: 99,
        g: 70,
        pcs: 2,
        img: 'gunkan',
      },
      {
        slug: 'gunkan-spicy-tuna',
        n: ['Гункан спайсі з тунцем', 'Гункан спайси с тунцом', 'Spicy Tuna Gunkan'],
        d: [
          'Рублений тунець зі спайсі-соусом і зеленою цибулею в човнику з норі. Гостро і яскраво.',
          'Рубленый тунец со спайси-соусом и зелёным луком в лодочке из нори. Остро и ярко.',
          'Chopped tuna with spicy sauce and spring onion in a nori boat. Hot and vivid.',
        ],
        i: ['rice', 'nori', 'tuna', 'spicy', 'greenOnion'],
        uah: 119,
        g: 70,
        pcs: 2,
        hot: true,
        img: 'gunkan',
      },
      {
        slug: 'gunkan-tobiko',
        n: ['Гункан з ікрою тобіко', 'Гункан с икрой тобико', 'Tobiko Gunkan'],
        d: [
          'Хрустка ікра тобіко в човнику з норі. Соковиті ікринки приємно лопаються на язиці.',
          'Хрустящая икра тобико в лодочке из нори. Сочные икринки приятно лопаются на языке.',
          'Crunchy tobiko roe in a nori boat. The tiny pearls pop on your tongue.',
        ],
        i: ['rice', 'nori', 'tobiko'],
        uah: 89,
        g: 60,
        pcs: 2,
        img: 'gunkan',
      },
      {
        slug: 'gunkan-eel',
        n: ['Гункан з вугрем', 'Гункан с угрём', 'Eel Gunkan'],
        d: [
          'Рублений вугор з вершковим сиром під соусом унагі. Солодкувато-солоний і дуже ніжний.',
          'Рубленый угорь со сливочным сыром под соусом унаги. Сладковато-солёный и очень нежный.',
          'Chopped eel with cream cheese under unagi sauce. Sweet, savoury and very tender.',
        ],
        i: ['rice', 'nori', 'eel', 'creamCheese', 'unagi'],
        uah: 119,
        g: 70,
        pcs: 2,
        img: 'gunkan',
      },
      {
        slug: 'gunkan-crab',
        n: ['Гункан з крабом', 'Гункан с крабом', 'Snow Crab Gunkan'],
        d: [
          'Сніжний краб з японським майонезом у човнику з норі. М’який вершковий смак.',
          'Снежный краб с японским майонезом в лодочке из нори. Мягкий сливочный вкус.',
          'Snow crab with Japanese mayo in a nori boat. Mild and creamy.',
        ],
        i: ['rice', 'nori', 'crab', 'mayo'],
        uah: 79,
        old: 99,
        g: 70,
        pcs: 2,
        img: 'gunkan',
      },
      {
        slug: 'gunkan-spicy-scallop',
        n: ['Гункан спайсі з гребінцем', 'Гункан спайси с гребешком', 'Spicy Scallop Gunkan'],
        d: [
          'Ніжний гребінець зі спайсі-соусом та ікрою тобіко. Делікатно і водночас пікантно.',
          'Нежный гребешок со спайси-соусом и икрой тобико. Деликатно и одновременно пикантно.',
          'Tender scallop with spicy sauce and tobiko. Delicate yet fiery.',
        ],
        i: ['rice', 'nori', 'scallop', 'spicy', 'tobiko'],
        uah: 139,
        g: 70,
        pcs: 2,
        hot: true,
        img: 'gunkan',
      },
      {
        slug: 'gunkan-chuka',
        n: ['Гункан з чукою', 'Гункан с чукой', 'Chuka Seaweed Gunkan'],
        d: [
          'Салат з водоростей чука з горіховим соусом і кунжутом у човнику з норі. Легко, свіжо і повністю рослинно.',
          'Салат из водорослей чука с ореховым соусом и кунжутом в лодочке из нори. Легко, свежо и полностью растительно.',
          'Chuka seaweed salad with nut dressing and sesame in a nori boat. Light, fresh and fully plant-based.',
        ],
        i: ['rice', 'nori', 'chuka', 'nutSauce', 'sesame'],
        uah: 79,
        g: 70,
        pcs: 2,
        vegan: true,
        img: 'gunkan',
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  {
    slug: 'poke-bowls',
    n: ['Поке та боули', 'Поке и боулы', 'Poke & bowls'],
    img: 'bowl',
    noun: NO_NOUN,
    about: [
      'Поке та боули — збалансована страва в мисці: рис, риба або тофу, свіжі овочі та фірмова заправка.',
      'Поке и боулы — сбалансированное блюдо в миске: рис, рыба или тофу, свежие овощи и фирменная заправка.',
      'Poke and bowls are a balanced meal in a bowl: rice, fish or tofu, fresh vegetables and our house dressing.',
    ],
    plan: 'bowl',
    dishes: [
      {
        slug: 'poke-salmon',
        n: ['Поке з лососем', 'Поке с лососем', 'Salmon Poke'],
        d: [
          'Кубики лосося на рисі з авокадо, едамаме, огірком і чукою під соусом для поке. Ситно, свіжо і корисно.',
          'Кубики лосося на рисе с авокадо, эдамаме, огурцом и чукой под соусом для поке. Сытно, свежо и полезно.',
          'Cubes of salmon on rice with avocado, edamame, cucumber and chuka seaweed under poke dressing. Filling, fresh and wholesome.',
        ],
        i: ['rice', 'salmon', 'avocado', 'edamame', 'cucumber', 'chuka', 'sesame', 'pokeSauce'],
        uah: 319,
        g: 350,
        tags: ['HIT'],
      },
      {
        slug: 'poke-tuna',
        n: ['Поке з тунцем', 'Поке с тунцом', 'Tuna Poke'],
        d: [
          'Тунець, манго, авокадо й огірок на рисі з кунжутом і соусом понзу. Яскравий тропічний акцент.',
          'Тунец, манго, авокадо и огурец на рисе с кунжутом и соусом понзу. Яркий тропический акцент.',
          'Tuna, mango, avocado and cucumber on rice with sesame and ponzu. A bright tropical touch.',
        ],
        i: ['rice', 'tuna', 'mango', 'avocado', 'cucumber', 'sesame', 'ponzu'],
        uah: 339,
        g: 350,
      },
      {
        slug: 'poke-shrimp',
        n: ['Поке з креветками', 'Поке с креветками', 'Prawn Poke'],
        d: [
          'Тигрові креветки, кукурудза, авокадо та едамаме на рисі з солодким соусом чилі.',
          'Тигровые креветки, кукуруза, авокадо и эдамаме на рисе со сладким соусом чили.',
          'Tiger prawns, sweet corn, avocado and edamame on rice with sweet chilli sauce.',
        ],
        i: ['rice', 'shrimp', 'corn', 'avocado', 'edamame', 'sweetChili'],
        uah: 309,
        g: 350,
      },
      {
        slug: 'poke-chicken',
        n: ['Поке з куркою теріякі', 'Поке с курицей терияки', 'Teriyaki Chicken Poke'],
        d: [
          'Соковите куряче філе в соусі теріякі з рисом, огірком, морквою та кукурудзою. Поживний обід в одній мисці.',
          'Сочное куриное филе в соусе терияки с рисом, огурцом, морковью и кукурузой. Сытный обед в одной миске.',
          'Juicy chicken fillet in teriyaki sauce with rice, cucumber, carrot and sweet corn. A nourishing lunch in one bowl.',
        ],
        i: ['rice', 'chicken', 'teriyaki', 'cucumber', 'carrot', 'corn', 'sesame'],
        uah: 259,
        old: 289,
        g: 360,
      },
      {
        slug: 'poke-tofu',
        n: ['Поке з тофу', 'Поке с тофу', 'Tofu Poke'],
        d: [
          'Обсмажений тофу, едамаме, авокадо, чука та огірок на рисі з соєво-кунжутною заправкою. Повністю рослинний і дуже ситний.',
          'Обжаренный тофу, эдамаме, авокадо, чука и огурец на рисе с соево-кунжутной заправкой. Полностью растительный и очень сытный.',
          'Pan-fried tofu, edamame, avocado, chuka seaweed and cucumber on rice with a soy-sesame dressing. Fully plant-based and very filling.',
        ],
        i: ['rice', 'tofu', 'edamame', 'avocado', 'chuka', 'cucumber', 'sesameSoy'],
        uah: 229,
        g: 340,
        vegan: true,
        tags: ['NEW'],
      },
      {
        slug: 'poke-eel',
        n: ['Поке з вугрем', 'Поке с угрём', 'Eel Poke'],
        d: [
          'Теплий вугор під соусом унагі з рисом, авокадо, огірком і такуаном. Насичений смак і приємна солодкість.',
          'Тёплый угорь под соусом унаги с рисом, авокадо, огурцом и такуаном. Насыщенный вкус и приятная сладость.',
          'Warm eel with unagi sauce, rice, avocado, cucumber and takuan. Rich and pleasantly sweet.',
        ],
        i: ['rice', 'eel', 'avocado', 'cucumber', 'takuan', 'unagi', 'sesame'],
        uah: 329,
        g: 340,
      },
      {
        slug: 'breakfast-bowl-salmon',
        n: ['Сніданковий боул з лососем', 'Боул-завтрак с лососем', 'Salmon Breakfast Bowl'],
        d: [
          'Ранковий боул з рисом, лососем, яйцем пашот, авокадо та огірком. Готуємо лише зранку, з 10:00 до 12:00.',
          'Утренний боул с рисом, лососем, яйцом пашот, авокадо и огурцом. Готовим только по утрам, с 10:00 до 12:00.',
          'A morning bowl with rice, salmon, a poached egg, avocado and cucumber. Served mornings only, 10:00 to 12:00.',
        ],
        i: ['rice', 'salmon', 'poachedEgg', 'avocado', 'cucumber', 'sesame', 'soy'],
        uah: 239,
        g: 320,
        from: '10:00',
        to: '12:00',
        tags: ['NEW'],
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  {
    slug: 'soups',
    n: ['Супи', 'Супы', 'Soups'],
    img: 'soup',
    noun: NO_NOUN,
    about: [
      'Супи готуємо на власних бульйонах і відправляємо гарячими в герметичній упаковці, яка не протікає в дорозі.',
      'Супы готовим на собственных бульонах и отправляем горячими в герметичной упаковке, которая не протекает в дороге.',
      'We make our soups on house-made broths and send them out hot in leak-proof packaging.',
    ],
    plan: 'none',
    dishes: [
      {
        slug: 'miso-soup',
        n: ['Місо-суп', 'Мисо-суп', 'Miso Soup'],
        d: [
          'Традиційний японський суп на бульйоні даші з місо-пастою, тофу, водоростями вакаме та зеленою цибулею.',
          'Традиционный японский суп на бульоне даши с мисо-пастой, тофу, водорослями вакаме и зелёным луком.',
          'Traditional Japanese soup on dashi broth with miso paste, tofu, wakame seaweed and spring onion.',
        ],
        i: ['dashi', 'miso', 'tofu', 'wakame', 'greenOnion'],
        uah: 149,
        g: 300,
      },
      {
        slug: 'miso-soup-salmon',
        n: ['Місо-суп з лососем', 'Мисо-суп с лососем', 'Miso Soup with Salmon'],
        d: [
          'Класичний місо-суп зі шматочками лосося, тофу і вакаме. Ситніший варіант улюбленого супу.',
          'Классический мисо-суп с кусочками лосося, тофу и вакаме. Более сытный вариант любимого супа.',
          'Classic miso soup with pieces of salmon, tofu and wakame. A heartier version of the favourite.',
        ],
        i: ['dashi', 'miso', 'salmon', 'tofu', 'wakame', 'greenOnion'],
        uah: 189,
        g: 330,
      },
      {
        slug: 'miso-soup-shiitake',
        n: ['Місо-суп з шиітаке', 'Мисо-суп с шиитаке', 'Shiitake Miso Soup'],
        d: [
          'Місо-суп на бульйоні з водорості комбу з грибами шиітаке, тофу та вакаме. Повністю рослинний, але глибокий за смаком.',
          'Мисо-суп на бульоне из водоросли комбу с грибами шиитаке, тофу и вакаме. Полностью растительный, но глубокий по вкусу.',
          'Miso soup on kombu broth with shiitake mushrooms, tofu and wakame. Fully plant-based yet deeply savoury.',
        ],
        i: ['kombu', 'miso', 'shiitake', 'tofu', 'wakame', 'greenOnion'],
        uah: 169,
        g: 300,
        vegan: true,
      },
      {
        slug: 'tom-yum-shrimp',
        n: ['Том Ям з креветками', 'Том Ям с креветками', 'Tom Yum with Prawns'],
        d: [
          'Гострий тайський суп на кокосовому молоці з тигровими креветками, печерицями, лемонграсом і лаймом. Подаємо з рисом.',
          'Острый тайский суп на кокосовом молоке с тигровыми креветками, шампиньонами, лемонграссом и лаймом. Подаём с рисом.',
          'Hot and sour Thai soup with coconut milk, tiger prawns, mushrooms, lemongrass and lime. Served with rice.',
        ],
        i: [
          'coconutMilk',
          'tomYum',
          'shrimp',
          'champignons',
          'cherry',
          'lemongrass',
          'lime',
          'cilantro',
          'riceSide',
        ],
        uah: 249,
        g: 400,
        hot: true,
        tags: ['HIT'],
      },
      {
        slug: 'tom-yum-seafood',
        n: ['Том Ям з морепродуктами', 'Том Ям с морепродуктами', 'Seafood Tom Yum'],
        d: [
          'Насичений Том Ям з креветками, мідіями та кальмаром. Гострий, кислуватий і дуже ароматний.',
          'Насыщенный Том Ям с креветками, мидиями и кальмаром. Острый, кисловатый и очень ароматный.',
          'A rich Tom Yum with prawns, mussels and squid. Hot, tangy and intensely aromatic.',
        ],
        i: [
          'coconutMilk',
          'tomYum',
          'shrimp',
          'mussels',
          'squid',
          'champignons',
          'lemongrass',
          'lime',
          'cilantro',
          'riceSide',
        ],
        uah: 259,
        g: 420,
        hot: true,
      },
      {
        slug: 'tom-kha-chicken',
        n: ['Том Кха з куркою', 'Том Кха с курицей', 'Tom Kha with Chicken'],
        d: [
          'Ніжний тайський суп на кокосовому молоці з куркою, печерицями та галангалом. М’якший за Том Ям, з вершковим смаком.',
          'Нежный тайский суп на кокосовом молоке с курицей, шампиньонами и галангалом. Мягче, чем Том Ям, со сливочным вкусом.',
          'A gentle Thai coconut soup with chicken, mushrooms and galangal. Milder than Tom Yum, with a creamy taste.',
        ],
        i: [
          'coconutMilk',
          'chicken',
          'champignons',
          'galangal',
          'lemongrass',
          'lime',
          'cilantro',
          'riceSide',
        ],
        uah: 219,
        old: 249,
        g: 400,
      },
      {
        slug: 'ramen-chicken',
        n: ['Рамен з куркою', 'Рамен с курицей', 'Chicken Ramen'],
        d: [
          'Наваристий курячий бульйон з пшеничною локшиною, куркою, маринованим яйцем, норі та зеленою цибулею.',
          'Наваристый куриный бульон с пшеничной лапшой, курицей, маринованным яйцом, нори и зелёным луком.',
          'Rich chicken broth with wheat noodles, chicken, a marinated egg, nori and spring onion.',
        ],
        i: ['chickenBroth', 'ramenNoodles', 'chicken', 'marinatedEgg', 'nori', 'corn', 'greenOnion'],
        uah: 229,
        g: 450,
      },
      {
        slug: 'ramen-beef-spicy',
        n: ['Спайсі рамен з яловичиною', 'Спайси рамен с говядиной', 'Spicy Beef Ramen'],
        d: [
          'Гострий рамен на яловичому бульйоні з соусом кімчі, тонкими скибочками яловичини, яйцем і паростками маша.',
          'Острый рамен на говяжьем бульоне с соусом кимчи, тонкими ломтиками говядины, яйцом и ростками маша.',
          'A fiery ramen on beef broth with kimchi sauce, thinly sliced beef, egg and mung bean sprouts.',
        ],
        i: [
          'beefBroth',
          'ramenNoodles',
          'beef',
          'kimchiSauce',
          'marinatedEgg',
          'sprouts',
          'greenOnion',
          'chili',
        ],
        uah: 259,
        g: 450,
        hot: true,
        tags: ['NEW'],
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  {
    slug: 'salads',
    n: ['Салати', 'Салаты', 'Salads'],
    img: 'salad',
    noun: NO_NOUN,
    about: [
      'Салати збираємо зі свіжих продуктів одразу після замовлення, а заправку пакуємо окремо, щоб зелень лишалася хрусткою.',
      'Салаты собираем из свежих продуктов сразу после заказа, а заправку упаковываем отдельно, чтобы зелень оставалась хрустящей.',
      'Salads are assembled from fresh ingredients right after you order, with the dressing packed separately so the greens stay crisp.',
    ],
    plan: 'salad',
    dishes: [
      {
        slug: 'chuka-salad',
        n: ['Салат Чука', 'Салат Чука', 'Chuka Salad'],
        d: [
          'Яскраві водорості чука з горіховим соусом, кунжутом і часточкою лимона. Легка закуска з приємною хрусткістю.',
          'Яркие водоросли чука с ореховым соусом, кунжутом и долькой лимона. Лёгкая закуска с приятным хрустом.',
          'Bright chuka seaweed with nut dressing, sesame and a lemon wedge. A light starter with a pleasant crunch.',
        ],
        i: ['chuka', 'nutSauce', 'sesame', 'lemon'],
        uah: 169,
        g: 150,
        vegan: true,
        tags: ['HIT'],
      },
      {
        slug: 'wakame-salad',
        n: ['Салат з вакаме та огірком', 'Салат с вакаме и огурцом', 'Wakame & Cucumber Salad'],
        d: [
          'Водорості вакаме з тонко нарізаним огірком у кисло-солодкій рисовій заправці з кунжутом.',
          'Водоросли вакаме с тонко нарезанным огурцом в кисло-сладкой рисовой заправке с кунжутом.',
          'Wakame seaweed with thinly sliced cucumber in a sweet-and-sour rice vinegar dressing with sesame.',
        ],
        i: ['wakame', 'cucumber', 'riceDressing', 'sesame'],
        uah: 179,
        g: 160,
        vegan: true,
      },
      {
        slug: 'salmon-avocado-salad',
        n: ['Салат з лососем і авокадо', 'Салат с лососем и авокадо', 'Salmon & Avocado Salad'],
        d: [
          'Мікс салатів, скибочки лосося, авокадо, огірок і томати чері під соусом понзу з кунжутом.',
          'Микс салатов, ломтики лосося, авокадо, огурец и томаты черри под соусом понзу с кунжутом.',
          'Mixed leaves, slices of salmon, avocado, cucumber and cherry tomatoes with ponzu and sesame.',
        ],
        i: ['greens', 'salmon', 'avocado', 'cucumber', 'cherry', 'ponzu', 'sesame'],
        uah: 259,
        g: 200,
      },
      {
        slug: 'tuna-tataki-salad',
        n: ['Салат з тунцем татакі', 'Салат с тунцом татаки', 'Tuna Tataki Salad'],
        d: [
          'Тунець, обсмажений лише по краях, на подушці з міксу салатів з авокадо та горіховим соусом.',
          'Тунец, обжаренный только по краям, на подушке из микса салатов с авокадо и ореховым соусом.',
          'Tuna seared only at the edges on a bed of mixed leaves with avocado and nut dressing.',
        ],
        i: ['tuna', 'greens', 'avocado', 'cucumber', 'nutSauce', 'sesame'],
        uah: 289,
        g: 200,
      },
      {
        slug: 'tiger-prawn-salad',
        n: ['Салат з тигровими креветками', 'Салат с тигровыми креветками', 'Tiger Prawn Salad'],
        d: [
          'Тигрові креветки, обсмажені з часником, на міксі салатів з томатами чері, авокадо та горіховим соусом.',
          'Тигровые креветки, обжаренные с чесноком, на миксе салатов с томатами черри, авокадо и ореховым соусом.',
          'Garlic-sautéed tiger prawns on mixed leaves with cherry tomatoes, avocado and nut dressing.',
        ],
        i: ['shrimp', 'garlic', 'greens', 'cherry', 'avocado', 'nutSauce', 'sesame'],
        uah: 269,
        g: 210,
      },
      {
        slug: 'warm-chicken-teriyaki-salad',
        n: ['Теплий салат з куркою теріякі', 'Тёплый салат с курицей терияки', 'Warm Teriyaki Chicken Salad'],
        d: [
          'Теплі шматочки курки в соусі теріякі на салаті айсберг з огірком, болгарським перцем і кунжутом.',
          'Тёплые кусочки курицы в соусе терияки на салате айсберг с огурцом, болгарским перцем и кунжутом.',
          'Warm teriyaki chicken pieces on iceberg lettuce with cucumber, bell pepper and sesame.',
        ],
        i: ['chicken', 'teriyaki', 'iceberg', 'cucumber', 'bellPepper', 'sesame'],
        uah: 219,
        old: 249,
        g: 220,
      },
      {
        slug: 'warm-eel-salad',
        n: ['Теплий салат з вугрем', 'Тёплый салат с угрём', 'Warm Eel Salad'],
        d: [
          'Теплий вугор під соусом унагі на міксі салатів з огірком, авокадо і кунжутом. Вишуканий і ситний.',
          'Тёплый угорь под соусом унаги на миксе салатов с огурцом, авокадо и кунжутом. Изысканный и сытный.',
          'Warm eel with unagi sauce on mixed leaves with cucumber, avocado and sesame. Refined and filling.',
        ],
        i: ['eel', 'unagi', 'greens', 'cucumber', 'avocado', 'sesame'],
        uah: 279,
        g: 190,
      },
      {
        slug: 'glass-noodle-salad',
        n: [
          'Салат з фунчозою та овочами',
          'Салат с фунчозой и овощами',
          'Glass Noodle Salad with Vegetables',
        ],
        d: [
          'Прозора локшина фунчоза з морквою, огірком, болгарським перцем і кінзою в пікантній соєвій заправці.',
          'Прозрачная лапша фунчоза с морковью, огурцом, болгарским перцем и кинзой в пикантной соевой заправке.',
          'Glass noodles with carrot, cucumber, bell pepper and coriander in a zesty soy dressing.',
        ],
        i: ['funchoza', 'carrot', 'cucumber', 'bellPepper', 'cilantro', 'garlic', 'sesameSoy'],
        uah: 179,
        g: 220,
        vegan: true,
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  {
    slug: 'wok',
    n: ['Вок', 'Вок', 'Wok'],
    img: 'wok',
    noun: NO_NOUN,
    about: [
      'Вок готуємо на сильному вогні за кілька хвилин, тому овочі лишаються хрусткими, а локшина — пружною.',
      'Вок готовим на сильном огне за несколько минут, поэтому овощи остаются хрустящими, а лапша — упругой.',
      'Our wok dishes are cooked over high heat in minutes, so the vegetables stay crisp and the noodles springy.',
    ],
    plan: 'wok',
    dishes: [
      {
        slug: 'udon-chicken-teriyaki',
        n: ['Удон з куркою теріякі', 'Удон с курицей терияки', 'Teriyaki Chicken Udon'],
        d: [
          'Товста пшенична локшина удон з куркою, болгарським перцем, морквою та цукіні в соусі теріякі. Найпопулярніший вок у меню.',
          'Толстая пшеничная лапша удон с курицей, болгарским перцем, морковью и цукини в соусе терияки. Самый популярный вок в меню.',
          'Thick wheat udon noodles with chicken, bell pepper, carrot and courgette in teriyaki sauce. Our best-selling wok.',
        ],
        i: ['udon', 'chicken', 'bellPepper', 'carrot', 'zucchini', 'teriyaki', 'sesame'],
        uah: 239,
        g: 350,
        tags: ['HIT'],
      },
      {
        slug: 'udon-shrimp-creamy',
        n: [
          'Удон з креветками у вершковому соусі',
          'Удон с креветками в сливочном соусе',
          'Prawn Udon in Creamy Garlic Sauce',
        ],
        d: [
          'Удон з тигровими креветками та печерицями в ніжному вершково-часниковому соусі.',
          'Удон с тигровыми креветками и шампиньонами в нежном сливочно-чесночном соусе.',
          'Udon with tiger prawns and mushrooms in a silky creamy garlic sauce.',
        ],
        i: ['udon', 'shrimp', 'champignons', 'creamGarlic', 'greenOnion'],
        uah: 299,
        g: 350,
      },
      {
        slug: 'udon-beef',
        n: ['Удон з яловичиною', 'Удон с говядиной', 'Beef Udon'],
        d: [
          'Тонкі скибочки яловичини з удоном, цибулею та болгарським перцем в устричному соусі.',
          'Тонкие ломтики говядины с удоном, луком и болгарским перцем в устричном соусе.',
          'Thin slices of beef with udon, onion and bell pepper in oyster sauce.',
        ],
        i: ['udon', 'beef', 'onion', 'bellPepper', 'oyster', 'sesame'],
        uah: 289,
        g: 350,
      },
      {
        slug: 'soba-chicken-shiitake',
        n: ['Соба з куркою та шиітаке', 'Соба с курицей и шиитаке', 'Chicken & Shiitake Soba'],
        d: [
          'Гречана локшина соба з куркою, грибами шиітаке та пекінською капустою в соєвому соусі.',
          'Гречневая лапша соба с курицей, грибами шиитаке и пекинской капустой в соевом соусе.',
          'Buckwheat soba noodles with chicken, shiitake mushrooms and napa cabbage in soy sauce.',
        ],
        i: ['soba', 'chicken', 'shiitake', 'cabbage', 'soy', 'greenOnion'],
        uah: 249,
        g: 340,
      },
      {
        slug: 'soba-vegetables',
        n: ['Соба з овочами', 'Соба с овощами', 'Vegetable Soba'],
        d: [
          'Соба з цукіні, морквою, болгарським перцем і пекінською капустою в соєвому соусі. Легкий рослинний вок.',
          'Соба с цукини, морковью, болгарским перцем и пекинской капустой в соевом соусе. Лёгкий растительный вок.',
          'Soba with courgette, carrot, bell pepper and napa cabbage in soy sauce. A light plant-based wok.',
        ],
        i: ['soba', 'zucchini', 'carrot', 'bellPepper', 'cabbage', 'soy', 'sesame'],
        uah: 219,
        g: 330,
        vegan: true,
      },
      {
        slug: 'udon-tofu-vegetables',
        n: ['Удон з тофу та овочами', 'Удон с тофу и овощами', 'Tofu & Vegetable Udon'],
        d: [
          'Обсмажений тофу з удоном, цукіні, болгарським перцем і шиітаке в соєво-кунжутному соусі.',
          'Обжаренный тофу с удоном, цукини, болгарским перцем и шиитаке в соево-кунжутном соусе.',
          'Pan-fried tofu with udon, courgette, bell pepper and shiitake in soy-sesame sauce.',
        ],
        i: ['udon', 'tofu', 'zucchini', 'bellPepper', 'shiitake', 'sesameSoy'],
        uah: 239,
        g: 350,
        vegan: true,
        tags: ['NEW'],
      },
      {
        slug: 'spicy-rice-noodles-seafood',
        n: [
          'Спайсі рисова локшина з морепродуктами',
          'Спайси рисовая лапша с морепродуктами',
          'Spicy Rice Noodles with Seafood',
        ],
        d: [
          'Рисова локшина з креветками, мідіями та кальмаром у гострому соусі кімчі. Для тих, хто любить вогонь.',
          'Рисовая лапша с креветками, мидиями и кальмаром в остром соусе кимчи. Для тех, кто любит огонь.',
          'Rice noodles with prawns, mussels and squid in fiery kimchi sauce. For those who like the heat.',
        ],
        i: ['riceNoodles', 'shrimp', 'mussels', 'squid', 'bellPepper', 'kimchiSauce', 'chili', 'greenOnion'],
        uah: 329,
        g: 350,
        hot: true,
      },
      {
        slug: 'pad-thai-shrimp',
        n: ['Пад тай з креветками', 'Пад тай с креветками', 'Prawn Pad Thai'],
        d: [
          'Тайська класика: рисова локшина з креветками, яйцем, паростками маша й арахісом у кисло-солодкому соусі пад тай з лаймом.',
          'Тайская классика: рисовая лапша с креветками, яйцом, ростками маша и арахисом в кисло-сладком соусе пад тай с лаймом.',
          'A Thai classic: rice noodles with prawns, egg, bean sprouts and peanuts in tangy pad thai sauce with lime.',
        ],
        i: ['riceNoodles', 'shrimp', 'egg', 'sprouts', 'peanuts', 'padThai', 'lime', 'greenOnion'],
        uah: 309,
        g: 350,
      },
      {
        slug: 'fried-rice-chicken',
        n: ['Смажений рис з куркою', 'Жареный рис с курицей', 'Chicken Fried Rice'],
        d: [
          'Рис жасмин, обсмажений у воку з куркою, яйцем, морквою, болгарським перцем і зеленою цибулею.',
          'Рис жасмин, обжаренный в воке с курицей, яйцом, морковью, болгарским перцем и зелёным луком.',
          'Jasmine rice tossed in the wok with chicken, egg, carrot, bell pepper and spring onion.',
        ],
        i: ['jasmine', 'chicken', 'egg', 'carrot', 'bellPepper', 'greenOnion', 'soy'],
        uah: 219,
        g: 340,
      },
      {
        slug: 'spicy-fried-rice-shrimp',
        n: ['Спайсі рис з креветками', 'Спайси рис с креветками', 'Spicy Prawn Fried Rice'],
        d: [
          'Смажений рис з тигровими креветками, кукурудзою, перцем чилі та соусом кімчі. Гостро, ситно й ароматно.',
          'Жареный рис с тигровыми креветками, кукурузой, перцем чили и соусом кимчи. Остро, сытно и ароматно.',
          'Fried rice with tiger prawns, sweet corn, chilli and kimchi sauce. Hot, hearty and fragrant.',
        ],
        i: ['jasmine', 'shrimp', 'egg', 'corn', 'chili', 'kimchiSauce', 'greenOnion'],
        uah: 279,
        g: 340,
        hot: true,
      },
      {
        slug: 'egg-noodles-duck',
        n: ['Яєчна локшина з качкою', 'Яичная лапша с уткой', 'Egg Noodles with Duck'],
        d: [
          'Яєчна локшина з качиним філе, ананасом і болгарським перцем у кисло-солодкому соусі.',
          'Яичная лапша с утиным филе, ананасом и болгарским перцем в кисло-сладком соусе.',
          'Egg noodles with duck breast, pineapple and bell pepper in sweet and sour sauce.',
        ],
        i: ['eggNoodles', 'duck', 'pineapple', 'bellPepper', 'onion', 'sweetSour', 'sesame'],
        uah: 289,
        old: 319,
        g: 350,
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  {
    slug: 'starters',
    n: ['Закуски', 'Закуски', 'Starters'],
    img: 'snack',
    noun: NO_NOUN,
    about: [
      'Японські закуски добре доповнюють роли й сети, і їх зручно ділити на компанію.',
      'Японские закуски хорошо дополняют роллы и сеты, и их удобно делить на компанию.',
      'Japanese starters pair perfectly with rolls and sets and are easy to share.',
    ],
    plan: 'snack',
    dishes: [
      {
        slug: 'edamame',
        n: ['Едамаме з морською сіллю', 'Эдамаме с морской солью', 'Edamame with Sea Salt'],
        d: [
          'Молоді соєві боби в стручках, приготовані на пару та посипані морською сіллю. Ідеальна закуска до ролів.',
          'Молодые соевые бобы в стручках, приготовленные на пару и посыпанные морской солью. Идеальная закуска к роллам.',
          'Young soybeans in the pod, steamed and sprinkled with sea salt. The perfect nibble with rolls.',
        ],
        i: ['edamame', 'seaSalt'],
        uah: 149,
        g: 200,
        vegan: true,
      },
      {
        slug: 'edamame-spicy',
        n: ['Едамаме спайсі', 'Эдамаме спайси', 'Spicy Edamame'],
        d: [
          'Едамаме, обсмажені з часником, перцем чилі та соєвим соусом. Пікантно — і відірватися неможливо.',
          'Эдамаме, обжаренные с чесноком, перцем чили и соевым соусом. Пикантно — и оторваться невозможно.',
          'Edamame tossed with garlic, chilli and soy sauce. Spicy and seriously moreish.',
        ],
        i: ['edamame', 'garlic', 'chili', 'soy', 'sesame'],
        uah: 159,
        g: 200,
        hot: true,
        vegan: true,
      },
      {
        slug: 'gyoza-chicken',
        n: ['Гьоза з куркою', 'Гёдза с курицей', 'Chicken Gyoza'],
        d: [
          'Підсмажені японські пельмені з соковитою начинкою з курки та пекінської капусти. Подаємо з соєвим соусом.',
          'Обжаренные японские пельмени с сочной начинкой из курицы и пекинской капусты. Подаём с соевым соусом.',
          'Pan-fried Japanese dumplings with a juicy chicken and napa cabbage filling. Served with soy sauce.',
        ],
        i: ['dumplingDough', 'chicken', 'cabbage', 'greenOnion', 'garlic', 'soy'],
        uah: 189,
        old: 219,
        g: 160,
        pcs: 6,
      },
      {
        slug: 'prawn-tempura',
        n: ['Креветки темпура', 'Креветки темпура', 'Prawn Tempura'],
        d: [
          'Тигрові креветки в легкому хрусткому клярі з солодким соусом чилі.',
          'Тигровые креветки в лёгком хрустящем кляре со сладким соусом чили.',
          'Tiger prawns in light, crispy batter with sweet chilli sauce.',
        ],
        i: ['shrimp', 'tempura', 'sweetChili'],
        uah: 279,
        g: 180,
        pcs: 6,
        tags: ['HIT'],
      },
      {
        slug: 'chicken-karaage',
        n: ['Курка караге', 'Курица караге', 'Chicken Karaage'],
        d: [
          'Шматочки курячого стегна, мариновані в соєвому соусі з імбиром і часником та обсмажені до хрусткої скоринки. Подаємо з японським майонезом.',
          'Кусочки куриного бедра, маринованные в соевом соусе с имбирём и чесноком и обжаренные до хрустящей корочки. Подаём с японским майонезом.',
          'Chicken thigh pieces marinated in soy, ginger and garlic, then fried until crisp. Served with Japanese mayo.',
        ],
        i: ['chickenThigh', 'soy', 'gingerRoot', 'garlic', 'potatoStarch', 'mayo'],
        uah: 209,
        g: 200,
      },
      {
        slug: 'vegetable-spring-rolls',
        n: ['Спрінг-роли з овочами', 'Спринг-роллы с овощами', 'Vegetable Spring Rolls'],
        d: [
          'Хрусткі спрінг-роли з капустою, морквою, грибами шиітаке та фунчозою, із солодким соусом чилі.',
          'Хрустящие спринг-роллы с капустой, морковью, грибами шиитаке и фунчозой, со сладким соусом чили.',
          'Crispy spring rolls filled with cabbage, carrot, shiitake and glass noodles, with sweet chilli sauce.',
        ],
        i: ['springWrapper', 'cabbage', 'carrot', 'shiitake', 'funchoza', 'sweetChili'],
        uah: 159,
        g: 180,
        pcs: 4,
        vegan: true,
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  {
    slug: 'desserts',
    n: ['Десерти', 'Десерты', 'Desserts'],
    img: 'dessert',
    noun: ['десерт', 'десерт', 'dessert'],
    about: [
      'Десерти — солодке завершення японської вечері: від ніжних моті до легких чізкейків.',
      'Десерты — сладкое завершение японского ужина: от нежных моти до лёгких чизкейков.',
      'Desserts are the sweet finale to a Japanese dinner, from soft mochi to light cheesecakes.',
    ],
    plan: 'none',
    dishes: [
      {
        slug: 'mochi-mango',
        n: ['Моті манго', 'Моти манго', 'Mango Mochi'],
        d: [
          'Ніжне рисове тісто з начинкою з вершкового крему та пюре манго. Два моті в упаковці.',
          'Нежное рисовое тесто с начинкой из сливочного крема и пюре манго. Два моти в упаковке.',
          'Soft rice dough filled with whipped cream and mango purée. Two mochi per pack.',
        ],
        i: ['mochiDough', 'creamFilling', 'mangoPuree'],
        uah: 129,
        g: 80,
        pcs: 2,
        tags: ['HIT'],
      },
      {
        slug: 'mochi-strawberry',
        n: ['Моті полуниця', 'Моти клубника', 'Strawberry Mochi'],
        d: [
          'Моті з вершковим кремом і шматочками полуниці. Легкий ягідний смак і тягуча текстура.',
          'Моти со сливочным кремом и кусочками клубники. Лёгкий ягодный вкус и тянущаяся текстура.',
          'Mochi with whipped cream and pieces of strawberry. A light berry flavour with a chewy texture.',
        ],
        i: ['mochiDough', 'creamFilling', 'strawberry'],
        uah: 129,
        g: 80,
        pcs: 2,
      },
      {
        slug: 'mochi-matcha',
        n: ['Моті матча', 'Моти матча', 'Matcha Mochi'],
        d: [
          'Моті з кремом на основі японського зеленого чаю матча. Приємна терпкість і ніжна солодкість.',
          'Моти с кремом на основе японского зелёного чая матча. Приятная терпкость и нежная сладость.',
          'Mochi with a cream made from Japanese matcha green tea. Gently bitter and softly sweet.',
        ],
        i: ['mochiDough', 'creamFilling', 'matcha'],
        uah: 139,
        g: 80,
        pcs: 2,
      },
      {
        slug: 'japanese-cheesecake',
        n: ['Японський чізкейк', 'Японский чизкейк', 'Japanese Cheesecake'],
        d: [
          'Повітряний, наче хмаринка, чізкейк з вершкового сиру. Легкий і не надто солодкий.',
          'Воздушный, словно облако, чизкейк из сливочного сыра. Лёгкий и не слишком сладкий.',
          'A cloud-light cheesecake made with cream cheese. Airy and not too sweet.',
        ],
        i: ['creamCheese', 'egg', 'cream', 'sugar', 'lemon'],
        uah: 169,
        g: 120,
      },
      {
        slug: 'passion-fruit-cheesecake',
        n: ['Чізкейк з маракуєю', 'Чизкейк с маракуйей', 'Passion Fruit Cheesecake'],
        d: [
          'Класичний вершковий чізкейк на пісочній основі з яскравим соусом з маракуї.',
          'Классический сливочный чизкейк на песочной основе с ярким соусом из маракуйи.',
          'A classic creamy cheesecake on a shortbread base with a vivid passion fruit sauce.',
        ],
        i: ['creamCheese', 'cream', 'egg', 'sugar', 'shortbread', 'passionFruit'],
        uah: 179,
        old: 199,
        g: 130,
      },
      {
        slug: 'tempura-ice-cream',
        n: ['Морозиво в темпурі', 'Мороженое в темпуре', 'Tempura Ice Cream'],
        d: [
          'Кулька ванільного морозива в бісквіті, обсмажена в клярі темпура: гаряча скоринка і холодне серце.',
          'Шарик ванильного мороженого в бисквите, обжаренный в кляре темпура: горячая корочка и холодное сердце.',
          'A scoop of vanilla ice cream wrapped in sponge and fried in tempura batter: a hot crust with a cold heart.',
        ],
        i: ['iceCream', 'sponge', 'tempura', 'chocolate'],
        uah: 149,
        g: 120,
      },
      {
        slug: 'sweet-banana-roll',
        n: [
          'Солодкий рол з бананом і полуницею',
          'Сладкий ролл с бананом и клубникой',
          'Sweet Banana & Strawberry Roll',
        ],
        d: [
          'Тонкий млинець з вершковим сиром, бананом і полуницею, политий шоколадним топінгом. Десерт у форматі ролу.',
          'Тонкий блинчик со сливочным сыром, бананом и клубникой, политый шоколадным топпингом. Десерт в формате ролла.',
          'A thin crêpe rolled with cream cheese, banana and strawberry, drizzled with chocolate sauce. Dessert in roll form.',
        ],
        i: ['crepe', 'creamCheese', 'banana', 'strawberry', 'chocolate'],
        uah: 189,
        g: 200,
        pcs: 8,
      },
      {
        slug: 'dorayaki',
        n: ['Дораякі', 'Дораяки', 'Dorayaki'],
        d: [
          'Два пухкі японські панкейки зі солодкою пастою з червоної квасолі. Улюблені ласощі японських дітей.',
          'Два пышных японских панкейка со сладкой пастой из красной фасоли. Любимое лакомство японских детей.',
          'Two fluffy Japanese pancakes sandwiching sweet red bean paste. A favourite treat in Japan.',
        ],
        i: ['pancakes', 'anko'],
        uah: 99,
        g: 100,
      },
      {
        slug: 'mango-passion-sorbet',
        n: ['Сорбет манго-маракуя', 'Сорбет манго-маракуйя', 'Mango & Passion Fruit Sorbet'],
        d: [
          'Освіжний сорбет з манго та маракуї без молока і вершків. Легке завершення вечері.',
          'Освежающий сорбет из манго и маракуйи без молока и сливок. Лёгкое завершение ужина.',
          'A refreshing mango and passion fruit sorbet with no milk or cream. A light way to end dinner.',
        ],
        i: ['mangoPuree', 'passionFruit', 'sugar'],
        uah: 89,
        g: 100,
        vegan: true,
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  {
    slug: 'drinks',
    n: ['Напої', 'Напитки', 'Drinks'],
    img: 'drink',
    noun: ['напій', 'напиток', 'drink'],
    about: [
      'Напої підбираємо так, щоб вони освіжали й пасували до японської кухні: домашні лимонади, японський чай і вода.',
      'Напитки подбираем так, чтобы они освежали и подходили к японской кухне: домашние лимонады, японский чай и вода.',
      'Our drinks are chosen to refresh and pair with Japanese food: house lemonades, Japanese tea and water.',
    ],
    lead: 'add',
    facts: 'volume',
    plan: 'none',
    dishes: [
      {
        slug: 'lemonade-passion-fruit',
        n: ['Лимонад маракуя', 'Лимонад маракуйя', 'Passion Fruit Lemonade'],
        d: [
          'Домашній лимонад з пюре маракуї, лаймом і м’ятою. Яскравий тропічний смак з легкою кислинкою.',
          'Домашний лимонад из пюре маракуйи с лаймом и мятой. Яркий тропический вкус с лёгкой кислинкой.',
          'House lemonade with passion fruit purée, lime and mint. Bright, tropical and a little tart.',
        ],
        i: ['sparkling', 'passionFruit', 'lime', 'mint', 'sugarSyrup', 'ice'],
        uah: 89,
        g: 500,
        vegan: true,
        tags: ['HIT'],
      },
      {
        slug: 'lemonade-strawberry-basil',
        n: ['Лимонад полуниця-базилік', 'Лимонад клубника-базилик', 'Strawberry & Basil Lemonade'],
        d: [
          'Полуничний лимонад з ароматом свіжого базиліку. Літній смак у будь-яку пору року.',
          'Клубничный лимонад с ароматом свежего базилика. Летний вкус в любое время года.',
          'Strawberry lemonade with a hint of fresh basil. Summer in a glass, all year round.',
        ],
        i: ['sparkling', 'strawberry', 'basil', 'lemon', 'sugarSyrup', 'ice'],
        uah: 89,
        old: 99,
        g: 500,
        vegan: true,
      },
      {
        slug: 'lemonade-cucumber-mint',
        n: ['Лимонад огірок-м’ята', 'Лимонад огурец-мята', 'Cucumber & Mint Lemonade'],
        d: [
          'Свіжий огірок, м’ята і лайм з газованою водою. Найкраще втамовує спрагу до гострих страв.',
          'Свежий огурец, мята и лайм с газированной водой. Лучше всего утоляет жажду под острые блюда.',
          'Fresh cucumber, mint and lime with sparkling water. The best thirst-quencher with spicy food.',
        ],
        i: ['sparkling', 'cucumber', 'mint', 'lime', 'sugarSyrup', 'ice'],
        uah: 85,
        g: 500,
        vegan: true,
      },
      {
        slug: 'lemonade-yuzu',
        n: ['Лимонад юдзу', 'Лимонад юдзу', 'Yuzu Lemonade'],
        d: [
          'Лимонад з японським цитрусом юдзу, який пахне одночасно лимоном, мандарином і грейпфрутом.',
          'Лимонад с японским цитрусом юдзу, который пахнет одновременно лимоном, мандарином и грейпфрутом.',
          'Lemonade made with Japanese yuzu, a citrus that tastes like lemon, mandarin and grapefruit at once.',
        ],
        i: ['sparkling', 'yuzu', 'sugarSyrup', 'ice'],
        uah: 99,
        g: 500,
        vegan: true,
        tags: ['NEW'],
      },
      {
        slug: 'iced-tea-peach-jasmine',
        n: ['Холодний чай персик-жасмин', 'Холодный чай персик-жасмин', 'Peach & Jasmine Iced Tea'],
        d: [
          'Жасминовий чай холодного заварювання з персиковим пюре. Ніжний і освіжний.',
          'Жасминовый чай холодного заваривания с персиковым пюре. Нежный и освежающий.',
          'Cold-brewed jasmine tea with peach purée. Delicate and refreshing.',
        ],
        i: ['jasmineTea', 'peach', 'sugarSyrup', 'ice'],
        uah: 79,
        g: 500,
        vegan: true,
      },
      {
        slug: 'iced-matcha-latte',
        n: ['Айс матча лате', 'Айс матча латте', 'Iced Matcha Latte'],
        d: [
          'Японський чай матча з холодним молоком і льодом. Бадьорить м’якше, ніж кава.',
          'Японский чай матча с холодным молоком и льдом. Бодрит мягче, чем кофе.',
          'Japanese matcha with cold milk over ice. A gentler pick-me-up than coffee.',
        ],
        i: ['matcha', 'milk', 'sugarSyrup', 'ice'],
        uah: 109,
        g: 400,
      },
      {
        slug: 'sencha-tea',
        n: ['Зелений чай сенча', 'Зелёный чай сенча', 'Sencha Green Tea'],
        d: [
          'Класичний японський зелений чай з трав’янистим ароматом, заварений у чайнику.',
          'Классический японский зелёный чай с травянистым ароматом, заваренный в чайнике.',
          'Classic Japanese green tea with a grassy aroma, brewed in a teapot.',
        ],
        i: ['sencha', 'water'],
        uah: 69,
        g: 500,
        vegan: true,
      },
      {
        slug: 'jasmine-tea',
        n: ['Жасминовий чай', 'Жасминовый чай', 'Jasmine Tea'],
        d: [
          'Зелений чай з квітками жасмину — ніжний, квітковий і заспокійливий. Заварюємо в чайнику.',
          'Зелёный чай с цветками жасмина — нежный, цветочный и успокаивающий. Завариваем в чайнике.',
          'Green tea scented with jasmine blossoms — delicate, floral and calming. Brewed in a teapot.',
        ],
        i: ['jasmineTea', 'water'],
        uah: 69,
        g: 500,
        vegan: true,
      },
      {
        slug: 'fresh-orange-juice',
        n: ['Апельсиновий фреш', 'Апельсиновый фреш', 'Fresh Orange Juice'],
        d: [
          'Свіжовичавлений сік із соковитих апельсинів, без цукру і води.',
          'Свежевыжатый сок из сочных апельсинов, без сахара и воды.',
          'Freshly squeezed juice from ripe oranges, with no added sugar or water.',
        ],
        i: ['orangeJuice'],
        uah: 119,
        g: 300,
        vegan: true,
      },
      {
        slug: 'cola',
        n: ['Кола', 'Кола', 'Cola'],
        d: [
          'Класична газована кола в пляшці, охолоджена.',
          'Классическая газированная кола в бутылке, охлаждённая.',
          'Classic fizzy cola in a bottle, served chilled.',
        ],
        i: ['sparkling', 'sugar', 'flavours', 'caffeine'],
        uah: 49,
        g: 500,
      },
      {
        slug: 'still-water',
        n: ['Вода негазована', 'Вода негазированная', 'Still Water'],
        d: [
          'Мінеральна вода без газу з чистим смаком, що не перебиває страви.',
          'Минеральная вода без газа с чистым вкусом, который не перебивает блюда.',
          'Still mineral water with a clean taste that lets the food shine.',
        ],
        i: ['stillMineral'],
        uah: 39,
        g: 500,
        vegan: true,
      },
      {
        slug: 'sparkling-water',
        n: ['Вода газована', 'Вода газированная', 'Sparkling Water'],
        d: [
          'Мінеральна вода з газом. Освіжає і підкреслює смак риби.',
          'Минеральная вода с газом. Освежает и подчёркивает вкус рыбы.',
          'Sparkling mineral water. Refreshing and a great match for fish.',
        ],
        i: ['sparklingMineral'],
        uah: 39,
        g: 500,
        vegan: true,
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Addons: sold only together with other products
// ---------------------------------------------------------------------------------------------

const ADDONS: Section = {
  slug: 'addons',
  n: ['Доповнення', 'Дополнения', 'Extras'],
  img: 'sauce',
  noun: NO_NOUN,
  about: [
    'Соуси та інші доповнення допоможуть зробити роли й сети саме такими, як вам подобається.',
    'Соусы и другие дополнения помогут сделать роллы и сеты именно такими, как вам нравится.',
    'Sauces and extras help you enjoy rolls and sets exactly the way you like them.',
  ],
  lead: 'add',
  facts: 'none',
  plan: 'none',
  dishes: [
    {
      slug: 'soy-sauce',
      n: ['Соєвий соус', 'Соевый соус', 'Soy Sauce'],
      d: [
        'Класичний японський соєвий соус натурального бродіння. Порція 30 мл.',
        'Классический японский соевый соус естественного брожения. Порция 30 мл.',
        'Classic naturally brewed Japanese soy sauce. A 30 ml portion.',
      ],
      i: ['water', 'soyBeans', 'wheat', 'salt'],
      uah: 15,
      g: 30,
      vegan: true,
    },
    {
      slug: 'wasabi',
      n: ['Васабі', 'Васаби', 'Wasabi'],
      d: [
        'Гостра паста васабі до суші та ролів. Порція 10 г.',
        'Острая паста васаби к суши и роллам. Порция 10 г.',
        'Hot wasabi paste for sushi and rolls. A 10 g portion.',
      ],
      i: ['horseradish', 'wasabiPowder', 'water'],
      uah: 15,
      g: 10,
      vegan: true,
    },
    {
      slug: 'ginger',
      n: ['Маринований імбир', 'Маринованный имбирь', 'Pickled Ginger'],
      d: [
        'Ніжні пластинки маринованого імбиру, щоб освіжити смак між шматочками. Порція 30 г.',
        'Нежные пластинки маринованного имбиря, чтобы освежить вкус между кусочками. Порция 30 г.',
        'Delicate slices of pickled ginger to refresh your palate between pieces. A 30 g portion.',
      ],
      i: ['gingerRoot', 'vinegar', 'sugar', 'salt'],
      uah: 20,
      g: 30,
      vegan: true,
      img: 'ginger',
    },
    {
      slug: 'chopsticks',
      n: ['Палички', 'Палочки', 'Chopsticks'],
      d: [
        'Пара бамбукових паличок в індивідуальній упаковці із серветкою.',
        'Пара бамбуковых палочек в индивидуальной упаковке с салфеткой.',
        'A pair of bamboo chopsticks, individually wrapped, with a napkin.',
      ],
      i: ['chopsticks', 'napkin'],
      uah: 10,
      g: 10,
      img: 'chopsticks',
    },
    {
      slug: 'spicy-sauce',
      n: ['Спайсі-соус', 'Спайси-соус', 'Spicy Sauce'],
      d: [
        'Гострий вершковий соус на основі японського майонезу та соусу чилі. Порція 30 мл.',
        'Острый сливочный соус на основе японского майонеза и соуса чили. Порция 30 мл.',
        'A hot, creamy sauce made with Japanese mayo and chilli sauce. A 30 ml portion.',
      ],
      i: ['mayo', 'chiliSauce', 'sesameOil'],
      uah: 25,
      g: 30,
      hot: true,
    },
    {
      slug: 'unagi-sauce',
      n: ['Соус унагі', 'Соус унаги', 'Unagi Sauce'],
      d: [
        'Густий солодко-солоний соус до вугра та запечених ролів. Порція 30 мл.',
        'Густой сладко-солёный соус к угрю и запечённым роллам. Порция 30 мл.',
        'A thick sweet-and-savoury glaze for eel and baked rolls. A 30 ml portion.',
      ],
      i: ['soy', 'mirin', 'sugar'],
      uah: 25,
      g: 30,
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// SEO text (three sentences: lead with delivery, a line about the section, the portion)
// ---------------------------------------------------------------------------------------------

function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

function seoLead(lang: Language, style: 'order' | 'add', name: string, noun: string): string {
  const quoted = `${noun ? `${noun} ` : ''}«${name}»`;
  switch (lang) {
    case 'uk':
      return style === 'add'
        ? `Додайте ${quoted} до замовлення з доставкою по місту — привеземо разом з рештою страв.`
        : `Замовляйте ${quoted} з доставкою додому чи в офіс по всьому місту — готуємо одразу після замовлення й привозимо в термосумці, щоб страва доїхала свіжою.`;
    case 'ru':
      return style === 'add'
        ? `Добавьте ${quoted} к заказу с доставкой по городу — привезём вместе с остальными блюдами.`
        : `Закажите ${quoted} с доставкой домой или в офис по всему городу — готовим сразу после заказа и привозим в термосумке, чтобы блюдо доехало свежим.`;
    case 'en':
      return style === 'add'
        ? `Add our ${name} to your order with delivery across the city — it arrives together with the rest of your food.`
        : `Order our ${name} with delivery to your home or office anywhere in the city — we prepare it right after you order and bring it in a thermal bag so it arrives fresh.`;
  }
}

function seoFacts(
  lang: Language,
  style: 'weight' | 'volume' | 'none',
  g: number,
  pcs?: number,
  persons?: number,
) {
  if (style === 'none') return '';
  if (style === 'volume') {
    return { uk: `Об’єм — ${g} мл.`, ru: `Объём — ${g} мл.`, en: `Volume: ${g} ml.` }[lang];
  }
  const parts: string[] = [];
  switch (lang) {
    case 'uk':
      parts.push(`Вага — ${g} г`);
      if (pcs) parts.push(`${pcs} ${plural(pcs, 'шматочок', 'шматочки', 'шматочків')}`);
      if (persons) parts.push(`розраховано на ${persons} ${plural(persons, 'особу', 'особи', 'осіб')}`);
      break;
    case 'ru':
      parts.push(`Вес — ${g} г`);
      if (pcs) parts.push(`${pcs} ${plural(pcs, 'кусочек', 'кусочка', 'кусочков')}`);
      if (persons) parts.push(`рассчитано на ${persons} ${plural(persons, 'персону', 'персоны', 'персон')}`);
      break;
    case 'en':
      parts.push(`Weight: ${g} g`);
      if (pcs) parts.push(`${pcs} ${pcs === 1 ? 'piece' : 'pieces'}`);
      if (persons) parts.push(`serves ${persons}`);
      break;
  }
  return `${parts.join(', ')}.`;
}

// ---------------------------------------------------------------------------------------------
// Addon links
// ---------------------------------------------------------------------------------------------

const link = (addonSlug: string, freeCount: number, maxCount: number): DemoAddonLink => ({
  addonSlug,
  freeCount,
  maxCount,
});

function addonLinks(plan: AddonPlan, dish: Dish): DemoAddonLink[] | undefined {
  const hot = dish.hot === true;
  const unagi = dish.i?.includes('unagi') ?? false;
  const links: DemoAddonLink[] = [];
  switch (plan) {
    case 'roll':
      links.push(
        link('soy-sauce', 1, 5),
        link('ginger', 1, 3),
        link('wasabi', 1, 3),
        link('chopsticks', 1, 4),
      );
      if (hot) links.push(link('spicy-sauce', 0, 3));
      if (unagi) links.push(link('unagi-sauce', 0, 3));
      break;
    case 'nigiri':
      links.push(
        link('soy-sauce', 1, 3),
        link('wasabi', 1, 2),
        link('ginger', 1, 2),
        link('chopsticks', 1, 2),
      );
      if (hot) links.push(link('spicy-sauce', 0, 2));
      if (unagi) links.push(link('unagi-sauce', 0, 2));
      break;
    case 'set': {
      const p = dish.persons ?? 1;
      links.push(
        link('soy-sauce', p, p * 3),
        link('ginger', p, p * 2),
        link('wasabi', p, p * 2),
        link('chopsticks', p, p * 2),
        link('spicy-sauce', 0, p),
        link('unagi-sauce', 0, p),
      );
      break;
    }
    case 'bowl':
      links.push(link('chopsticks', 1, 2), link('soy-sauce', 0, 3), link('spicy-sauce', 0, 2));
      break;
    case 'wok':
      links.push(link('chopsticks', 1, 2), link('spicy-sauce', 0, 2));
      break;
    case 'salad':
      links.push(link('chopsticks', 1, 2));
      break;
    case 'snack':
      links.push(link('chopsticks', 1, 2), link('soy-sauce', 0, 3), link('spicy-sauce', 0, 2));
      break;
    case 'none':
      return undefined;
  }
  return links;
}

// ---------------------------------------------------------------------------------------------
// Builder
// ---------------------------------------------------------------------------------------------

export function buildSushiCatalogue(opts: {
  languages: Language[];
  currency: 'UAH' | 'AED';
  articlePrefix: string;
}): DemoCatalogue {
  const { languages, currency, articlePrefix } = opts;

  const byLang = (f: (lang: Language, idx: 0 | 1 | 2) => string): Localized =>
    Object.fromEntries(languages.map((lang) => [lang, f(lang, LANG_INDEX[lang])])) as Localized;
  const pick = (t: T): Localized => byLang((_, idx) => t[idx]);

  const dishBySlug = new Map<string, Dish>();
  for (const section of SECTIONS) for (const dish of section.dishes) dishBySlug.set(dish.slug, dish);
  const included = (dish: Dish): Dish[] =>
    (dish.inc ?? []).map((slug) => {
      const part = dishBySlug.get(slug);
      if (!part) throw new Error(`sushi catalogue: ${dish.slug} includes unknown dish ${slug}`);
      return part;
    });

  const composition = (dish: Dish): Localized => {
    if (dish.inc) {
      const parts = included(dish);
      return byLang((lang, idx) =>
        parts
          .map((part) =>
            part.pcs ? `${part.n[idx]} (${part.pcs} ${lang === 'en' ? 'pcs' : 'шт.'})` : part.n[idx],
          )
          .join(', '),
      );
    }
    const text = byLang((_, idx) => (dish.i ?? []).map((key) => ING[key][idx]).join(', '));
    for (const lang of languages) {
      const s = text[lang] ?? '';
      text[lang] = s.charAt(0).toUpperCase() + s.slice(1);
    }
    return text;
  };

  const toProduct = (section: Section, dish: Dish, article: string, isAddon: boolean): DemoProduct => {
    const parts = included(dish);
    const weightGrams = dish.g ?? parts.reduce((sum, part) => sum + (part.g ?? 0), 0);
    const pcsSum = parts.reduce((sum, part) => sum + (part.pcs ?? 0), 0);
    const pieces = dish.pcs ?? (pcsSum > 0 ? pcsSum : undefined);
    const image = dish.img ?? section.img;

    const labels: ProductLabel[] = [...(dish.tags ?? [])];
    if (!isAddon) {
      if (dish.hot) labels.push('SPICY');
      if (dish.vegan && image !== 'drink') labels.push('VEGAN');
      if (dish.old !== undefined) labels.push('DISCOUNT');
    }

    const noun = dish.noun ?? section.noun;
    const seoText = byLang((lang, idx) =>
      [
        seoLead(lang, section.lead ?? 'order', dish.n[idx], noun[idx]),
        section.about[idx],
        seoFacts(lang, section.facts ?? 'weight', weightGrams, pieces, dish.persons),
      ]
        .filter(Boolean)
        .join(' '),
    );

    const product: DemoProduct = {
      slug: dish.slug,
      article,
      name: pick(dish.n),
      description: pick(dish.d),
      composition: composition(dish),
      seoText,
      weightGrams,
      price: uahToMinor(dish.uah, currency),
      image,
    };
    if (pieces !== undefined) product.pieces = pieces;
    if (dish.persons !== undefined) product.persons = dish.persons;
    if (dish.old !== undefined) product.oldPrice = uahToMinor(dish.old, currency);
    if (dish.hot) product.isHot = true;
    if (dish.vegan) product.isVegan = true;
    if (labels.length > 0) product.labels = [...new Set(labels)];
    if (dish.from !== undefined) product.availableFrom = dish.from;
    if (dish.to !== undefined) product.availableTo = dish.to;
    const addons = isAddon ? undefined : addonLinks(dish.inc ? 'set' : section.plan, dish);
    if (addons) product.addons = addons;
    return product;
  };

  // Articles: section N (1-based) gets 1N01, 1N02... (e.g. 1101, 1201, ..., 2501); addons 9001...
  const categories: DemoCategory[] = SECTIONS.map((section, s) => {
    const category: DemoCategory = {
      slug: section.slug,
      name: pick(section.n),
      image: section.img,
      products: section.dishes.map((dish, d) =>
        toProduct(section, dish, `${articlePrefix}-${1000 + (s + 1) * 100 + d + 1}`, false),
      ),
    };
    if (section.isDefault) category.isDefault = true;
    return category;
  });
  const addons = ADDONS.dishes.map((dish, d) =>
    toProduct(ADDONS, dish, `${articlePrefix}-${9001 + d}`, true),
  );

  return { categories, addons };
}
