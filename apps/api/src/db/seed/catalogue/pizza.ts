/**
 * Demo catalogue of the pizza brand (pc-ua): a Ukrainian pizza delivery chain.
 * Pure data: a dictionary of dishes (texts as "uk|ru|en") and a small mapping to DemoCatalogue.
 * Prices are whole hryvnias here and kopiykas in the output.
 */
import type {
  DemoAddonLink,
  DemoCatalogue,
  DemoCategory,
  DemoOptionGroup,
  DemoProduct,
  ImageKind,
  Language,
  Localized,
  ProductLabel,
} from '../types.js';

type Tri = readonly [uk: string, ru: string, en: string];
type Kind = 'pizza' | 'combo' | 'side' | 'salad' | 'soup' | 'pasta' | 'dessert' | 'drink' | 'addon';

interface Extra {
  old?: number;
  hot?: boolean;
  vegan?: boolean;
  labels?: ProductLabel[];
  /** a 40 cm version sold as its own product: [price, weight, oldPrice?] */
  big?: [number, number, number?];
  /** null: no pieces (pizzas default to 8 slices) */
  pieces?: number | null;
  persons?: number;
  from?: string;
  to?: string;
  image?: ImageKind;
  /** addon slug -> sauces that come free with one unit */
  free?: Record<string, number>;
}

interface Dish extends Extra {
  slug: string;
  price: number;
  weight: number;
  /** ingredient keys separated by spaces, or a literal "uk|ru|en" text */
  comp: string;
  name: string;
  desc: string;
}

const d = (
  slug: string,
  price: number,
  weight: number,
  comp: string,
  name: string,
  desc: string,
  x: Extra = {},
): Dish => ({
  slug,
  price,
  weight,
  comp,
  name,
  desc,
  ...x,
});

// prettier-ignore
const INGREDIENTS: Record<string, string> = {
  tomatoSauce: 'томатний соус|томатный соус|tomato sauce',
  creamSauce: 'вершковий соус|сливочный соус|cream sauce',
  bbqSauce: 'соус барбекю|соус барбекю|barbecue sauce',
  ranchSauce: 'соус ранч|соус ранч|ranch sauce',
  cheeseSauce: 'сирний соус|сырный соус|cheese sauce',
  mustardSauce: 'гірчичний соус|горчичный соус|mustard sauce',
  caesarSauce: 'соус цезар|соус цезарь|Caesar dressing',
  burgerSauce: 'бургер-соус|бургер-соус|burger sauce',
  sweetChiliSauce: 'солодкий соус чилі|сладкий соус чили|sweet chili sauce',
  hotSauce: 'гострий соус|острый соус|hot sauce',
  pesto: 'соус песто|соус песто|pesto',
  teriyaki: 'соус теріякі|соус терияки|teriyaki sauce',
  balsamic: 'бальзамічний соус|бальзамический соус|balsamic glaze',
  bechamel: 'соус бешамель|соус бешамель|béchamel',
  lemonDressing: 'лимонна заправка|лимонная заправка|lemon dressing',
  mustardDressing: 'гірчична заправка|горчичная заправка|mustard vinaigrette',
  honeyMustard: 'медово-гірчична заправка|медово-горчичная заправка|honey mustard dressing',
  chocolateSauce: 'шоколадний соус|шоколадный соус|chocolate sauce',
  berrySauce: 'ягідний соус|ягодный соус|berry sauce',
  mozzarella: 'моцарела|моцарелла|mozzarella',
  miniMozzarella: 'міні-моцарела|мини-моцарелла|baby mozzarella',
  parmesan: 'пармезан|пармезан|parmesan',
  cheddar: 'чедер|чеддер|cheddar',
  gorgonzola: 'горгонзола|горгонзола|gorgonzola',
  ricotta: 'рікота|рикотта|ricotta',
  feta: 'фета|фета|feta',
  creamCheese: 'вершковий сир|сливочный сыр|cream cheese',
  mascarpone: 'маскарпоне|маскарпоне|mascarpone',
  veganCheese: 'рослинний сир|растительный сыр|plant-based cheese',
  pepperoni: 'пепероні|пепперони|pepperoni',
  salami: 'салямі|салями|salami',
  spicySalami: 'гостра салямі|острая салями|spicy salami',
  chorizo: 'чорізо|чоризо|chorizo',
  ham: 'шинка|ветчина|ham',
  prosciutto: 'прошуто|прошутто|prosciutto',
  bacon: 'бекон|бекон|bacon',
  chicken: 'куряче філе|куриное филе|chicken breast',
  chickenWings: 'курячі крильця|куриные крылышки|chicken wings',
  chickenBroth: 'курячий бульйон|куриный бульон|chicken broth',
  duckBreast: 'копчена качина грудка|копчёная утиная грудка|smoked duck breast',
  huntingSausages: 'мисливські ковбаски|охотничьи колбаски|hunter’s sausages',
  bavarianSausages: 'баварські ковбаски|баварские колбаски|Bavarian sausages',
  groundBeef: 'яловичий фарш|говяжий фарш|ground beef',
  veal: 'телятина|телятина|veal',
  shrimp: 'креветки|креветки|shrimp',
  tigerPrawns: 'тигрові креветки|тигровые креветки|tiger prawns',
  salmon: 'слабосолений лосось|слабосолёный лосось|lightly cured salmon',
  tuna: 'тунець|тунец|tuna',
  mussels: 'мідії|мидии|mussels',
  squid: 'кальмар|кальмар|squid',
  anchovies: 'анчоуси|анчоусы|anchovies',
  eggYolk: 'яєчний жовток|яичный желток|egg yolk',
  eggs: 'яйця|яйца|eggs',
  quailEggs: 'перепелині яйця|перепелиные яйца|quail eggs',
  mushrooms: 'печериці|шампиньоны|champignons',
  oysterMushrooms: 'гливи|вешенки|oyster mushrooms',
  tomatoes: 'томати|томаты|tomatoes',
  cherry: 'томати черрі|томаты черри|cherry tomatoes',
  bellPepper: 'болгарський перець|болгарский перец|bell pepper',
  redOnion: 'червона цибуля|красный лук|red onion',
  onion: 'цибуля|лук|onion',
  greenOnion: 'зелена цибуля|зелёный лук|spring onion',
  pickles: 'мариновані огірки|маринованные огурцы|pickles',
  cucumber: 'огірок|огурец|cucumber',
  corn: 'кукурудза|кукуруза|sweet corn',
  pineapple: 'ананас|ананас|pineapple',
  jalapeno: 'халапеньо|халапеньо|jalapeños',
  chili: 'перець чилі|перец чили|chili pepper',
  chiliFlakes: 'пластівці чилі|хлопья чили|chili flakes',
  garlic: 'часник|чеснок|garlic',
  ginger: 'імбир|имбирь|ginger',
  basil: 'базилік|базилик|basil',
  oregano: 'орегано|орегано|oregano',
  rosemary: 'розмарин|розмарин|rosemary',
  dill: 'кріп|укроп|dill',
  greens: 'зелень|зелень|fresh herbs',
  arugula: 'рукола|руккола|arugula',
  spinach: 'шпинат|шпинат|spinach',
  romaine: 'салат романо|салат романо|romaine lettuce',
  mixedGreens: 'мікс салатів|микс салатов|mixed greens',
  zucchini: 'цукіні|цукини|zucchini',
  eggplant: 'баклажан|баклажан|eggplant',
  broccoli: 'броколі|брокколи|broccoli',
  carrot: 'морква|морковь|carrot',
  celery: 'селера|сельдерей|celery',
  pumpkin: 'гарбуз|тыква|pumpkin',
  potatoes: 'картопля|картофель|potatoes',
  roastPotatoes: 'запечена картопля|запечённый картофель|roasted potatoes',
  greenBeans: 'стручкова квасоля|стручковая фасоль|green beans',
  beans: 'квасоля|фасоль|beans',
  chickpeas: 'нут|нут|chickpeas',
  quinoa: 'кіноа|киноа|quinoa',
  avocado: 'авокадо|авокадо|avocado',
  artichokes: 'артишоки|артишоки|artichokes',
  olives: 'оливки|оливки|green olives',
  blackOlives: 'маслини|маслины|black olives',
  capers: 'каперси|каперсы|capers',
  pear: 'груша|груша|pear',
  apples: 'яблука|яблоки|apples',
  banana: 'банан|банан|banana',
  strawberries: 'полуниця|клубника|strawberries',
  forestBerries: 'лісові ягоди|лесные ягоды|forest berries',
  cranberry: 'журавлина|клюква|cranberries',
  raisins: 'родзинки|изюм|raisins',
  driedFruit: 'сушені яблука, груші та сливи|сушёные яблоки, груши и сливы|dried apples, pears and plums',
  walnuts: 'волоські горіхи|грецкие орехи|walnuts',
  pineNuts: 'кедрові горіхи|кедровые орехи|pine nuts',
  pumpkinSeeds: 'гарбузове насіння|тыквенные семечки|pumpkin seeds',
  sesame: 'кунжут|кунжут|sesame',
  honey: 'мед|мёд|honey',
  oliveOil: 'оливкова олія|оливковое масло|olive oil',
  truffleOil: 'трюфельна олія|трюфельное масло|truffle oil',
  sunflowerOil: 'соняшникова олія|подсолнечное масло|sunflower oil',
  butter: 'вершкове масло|сливочное масло|butter',
  cream: 'вершки|сливки|cream',
  milk: 'молоко|молоко|milk',
  coconutMilk: 'кокосове молоко|кокосовое молоко|coconut milk',
  iceCream: 'вершкове морозиво|сливочное мороженое|vanilla ice cream',
  salt: 'сіль|соль|salt',
  seaSalt: 'морська сіль|морская соль|sea salt',
  blackPepper: 'чорний перець|чёрный перец|black pepper',
  paprika: 'паприка|паприка|paprika',
  spices: 'спеції|специи|spices',
  cinnamon: 'кориця|корица|cinnamon',
  vanilla: 'ваніль|ваниль|vanilla',
  sugar: 'цукор|сахар|sugar',
  agaveSyrup: 'сироп агави|сироп агавы|agave syrup',
  cocoa: 'какао|какао|cocoa',
  darkChocolate: 'чорний шоколад|тёмный шоколад|dark chocolate',
  hazelnutSpread: 'горіхова паста|ореховая паста|hazelnut spread',
  espresso: 'еспресо|эспрессо|espresso',
  gelatin: 'желатин|желатин|gelatine',
  flour: 'борошно|мука|flour',
  dough: 'тісто|тесто|dough',
  filoDough: 'тісто філо|тесто фило|filo pastry',
  shortbreadBase: 'пісочна основа|песочная основа|shortbread base',
  savoiardi: 'печиво савоярді|печенье савоярди|savoiardi biscuits',
  breading: 'панірування|панировка|breadcrumb coating',
  cornflakes: 'кукурудзяні пластівці|кукурузные хлопья|cornflakes',
  batter: 'кляр|кляр|batter',
  croutons: 'грінки|гренки|croutons',
  spaghetti: 'спагеті|спагетти|spaghetti',
  penne: 'пенне|пенне|penne',
  fettuccine: 'фетучіні|феттучини|fettuccine',
  tagliatelle: 'тальятеле|тальятелле|tagliatelle',
  lasagneSheets: 'листи лазаньї|листы лазаньи|lasagne sheets',
  smallPasta: 'дрібна паста|мелкая паста|small pasta',
  eggNoodles: 'яєчна локшина|яичная лапша|egg noodles',
  lemon: 'лимон|лимон|lemon',
  lemonJuice: 'лимонний сік|лимонный сок|lemon juice',
  limeJuice: 'сік лайма|сок лайма|lime juice',
  mint: 'мʼята|мята|mint',
  orangeJuice: 'апельсиновий сік|апельсиновый сок|orange juice',
  appleJuice: 'яблучний сік прямого віджиму|яблочный сок прямого отжима|not-from-concentrate apple juice',
  cherryPuree: 'вишневе пюре|вишнёвое пюре|cherry purée',
  peachPuree: 'персикове пюре|персиковое пюре|peach purée',
  blackTea: 'чорний чай|чёрный чай|black tea',
  drinkingWater: 'питна вода|питьевая вода|drinking water',
  sparklingWater: 'газована вода|газированная вода|sparkling water',
  mineralWater: 'природна мінеральна вода|природная минеральная вода|natural mineral water',
  caramelColour: 'карамельний колер|карамельный колер|caramel colour',
  phosphoricAcid: 'ортофосфорна кислота|ортофосфорная кислота|phosphoric acid',
  citricAcid: 'лимонна кислота|лимонная кислота|citric acid',
  caffeine: 'кофеїн|кофеин|caffeine',
  sweeteners: 'підсолоджувачі|подсластители|sweeteners',
  flavourings: 'натуральні ароматизатори|натуральные ароматизаторы|natural flavourings',
};

const SAUCES = [
  'ketchup',
  'bbq-sauce',
  'garlic-sauce',
  'cheese-sauce',
  'sweet-chili-sauce',
  'ranch-sauce',
  'hot-sauce',
];

// prettier-ignore
const ADDONS: Dish[] = [
  d('ketchup', 25, 40, 'томатна паста, цукор, оцет, сіль, спеції|томатная паста, сахар, уксус, соль, специи|tomato paste, sugar, vinegar, salt, spices',
    'Кетчуп|Кетчуп|Ketchup',
    'Класичний томатний кетчуп — до картоплі фрі, нагетсів і скоринки піци.|Классический томатный кетчуп — к картофелю фри, наггетсам и бортику пиццы.|Classic tomato ketchup for fries, nuggets and pizza crusts.',
    { vegan: true }),
  d('bbq-sauce', 30, 40, 'томатна паста, тростинний цукор, оцет, копчена паприка, часник, спеції|томатная паста, тростниковый сахар, уксус, копчёная паприка, чеснок, специи|tomato paste, cane sugar, vinegar, smoked paprika, garlic, spices',
    'Соус барбекю|Соус барбекю|Barbecue Sauce',
    'Густий солодко-димний соус — ідеальний до крилець і мʼясних піц.|Густой сладко-дымный соус — идеален к крылышкам и мясным пиццам.|A thick, sweet and smoky sauce, perfect with wings and meat pizzas.',
    { vegan: true }),
  d('garlic-sauce', 30, 40, 'майонез, часник, зелень, лимонний сік|майонез, чеснок, зелень, лимонный сок|mayonnaise, garlic, herbs, lemon juice',
    'Часниковий соус|Чесночный соус|Garlic Sauce',
    'Ніжний вершковий соус із часником і зеленню — найкращий друг піцової скоринки.|Нежный сливочный соус с чесноком и зеленью — лучший друг пиццы.|A creamy garlic and herb dip — a pizza crust’s best friend.'),
  d('cheese-sauce', 35, 40, 'чедер, вершки, вершкове масло, спеції|чеддер, сливки, сливочное масло, специи|cheddar, cream, butter, spices',
    'Сирний соус|Сырный соус|Cheese Sauce',
    'Теплий тягучий соус із чедеру для бортиків, картоплі та нагетсів.|Тёплый тягучий соус из чеддера для бортиков, картофеля и наггетсов.|A warm, gooey cheddar sauce for crusts, fries and nuggets.'),
  d('sweet-chili-sauce', 30, 40, 'перець чилі, цукор, рисовий оцет, часник|перец чили, сахар, рисовый уксус, чеснок|chili pepper, sugar, rice vinegar, garlic',
    'Солодкий чилі|Сладкий чили|Sweet Chili Sauce',
    'Солодкий соус з легкою гостротою чилі — чудово пасує до курки й креветок.|Сладкий соус с лёгкой остротой чили — отлично подходит к курице и креветкам.|A sweet sauce with a gentle chili kick — great with chicken and shrimp.',
    { vegan: true }),
  d('ranch-sauce', 35, 40, 'сметана, майонез, зелень, часник, спеції|сметана, майонез, зелень, чеснок, специи|sour cream, mayonnaise, herbs, garlic, spices',
    'Соус ранч|Соус ранч|Ranch Sauce',
    'Американський вершковий соус із зеленню, що гасить гостроту крилець.|Американский сливочный соус с зеленью, который смягчает остроту крылышек.|An American creamy herb dip that cools down spicy wings.'),
  d('hot-sauce', 30, 40, 'перець чилі, томати, часник, оцет, сіль|перец чили, томаты, чеснок, уксус, соль|chili pepper, tomatoes, garlic, vinegar, salt',
    'Гострий соус|Острый соус|Hot Sauce',
    'Пекучий соус із червоного чилі — для тих, кому завжди недостатньо гостро.|Жгучий соус из красного чили — для тех, кому всегда недостаточно остро.|A fiery red chili sauce for those who never find it hot enough.',
    { vegan: true, hot: true }),
  d('extra-mozzarella', 45, 50, 'mozzarella',
    'Додатковий сир|Дополнительный сыр|Extra Mozzarella',
    'Ще більше тягучого сиру: 50 г моцарели, яку ми додамо до вашої піци.|Ещё больше тянущегося сыра: 50 г моцареллы, которую мы добавим к вашей пицце.|Even more stretchy cheese: 50 g of mozzarella added to your pizza.',
    { image: 'snack' }),
];

interface Section {
  slug: string;
  name: string;
  image: ImageKind;
  kind: Kind;
  isDefault?: boolean;
  dishes: Dish[];
}

// prettier-ignore
const SECTIONS: Section[] = [
  { slug: 'popular', name: 'Популярне|Популярное|Popular', image: 'pizza', kind: 'pizza', isDefault: true, dishes: [
    d('chef-special', 339, 620, 'tomatoSauce mozzarella ham bacon chicken mushrooms bellPepper redOnion', 'Шеф|Шеф|Chef’s Special',
      'Наша фірмова піца: шинка, бекон і куряче філе з печерицями та солодким перцем під щедрим шаром моцарели.|Наша фирменная пицца: ветчина, бекон и куриное филе с шампиньонами и сладким перцем под щедрым слоем моцареллы.|Our signature pizza: ham, bacon and chicken with champignons and sweet pepper under a generous layer of mozzarella.',
      { labels: ['HIT'], big: [489, 1080] }),
    d('chicken-ranch', 299, 580, 'ranchSauce mozzarella chicken bacon cherry redOnion greens', 'Курка ранч|Курица ранч|Chicken Ranch',
      'Ніжне куряче філе, хрусткий бекон і томати черрі на вершковому соусі ранч із зеленню.|Нежное куриное филе, хрустящий бекон и томаты черри на сливочном соусе ранч с зеленью.|Tender chicken, crispy bacon and cherry tomatoes on a creamy herb ranch sauce.',
      { labels: ['HIT'], old: 339 }),
    d('cheeseburger-pizza', 319, 600, 'burgerSauce mozzarella cheddar groundBeef pickles redOnion tomatoes', 'Чізбургер|Чизбургер|Cheeseburger',
      'Усе, за що ми любимо бургери: соковитий яловичий фарш, чедер, мариновані огірки й фірмовий соус — тільки на хрусткому тісті.|Всё, за что мы любим бургеры: сочный говяжий фарш, чеддер, маринованные огурцы и фирменный соус — только на хрустящем тесте.|Everything we love about burgers — juicy ground beef, cheddar, pickles and our house sauce — on a crispy pizza base.',
      { labels: ['HIT'] }),
    d('pepperoni-fresh', 269, 520, 'tomatoSauce mozzarella pepperoni cherry arugula parmesan', 'Пепероні фреш|Пепперони фреш|Pepperoni Fresh',
      'Пікантні скибочки пепероні з томатами черрі, свіжою руколою та пармезаном — легша версія улюбленої класики.|Пикантные ломтики пепперони с томатами черри, свежей рукколой и пармезаном — более лёгкая версия любимой классики.|Spicy-sweet pepperoni with cherry tomatoes, fresh arugula and parmesan — a lighter take on the classic.',
      { labels: ['NEW'] }),
    d('double-pepperoni', 299, 560, 'tomatoSauce mozzarella pepperoni oregano', 'Подвійна пепероні|Двойная пепперони|Double Pepperoni',
      'Вдвічі більше пепероні й моцарели — для тих, кому завжди мало.|Вдвое больше пепперони и моцареллы — для тех, кому всегда мало.|Twice the pepperoni and twice the mozzarella — for those who always want more.',
      { labels: ['HIT'] }),
    d('chicken-pesto', 289, 540, 'pesto mozzarella chicken cherry parmesan basil', 'Курка песто|Курица песто|Chicken Pesto',
      'Соус песто з базиліку, соковите куряче філе й томати черрі — смак італійського літа.|Соус песто из базилика, сочное куриное филе и томаты черри — вкус итальянского лета.|Basil pesto, juicy chicken and cherry tomatoes — a taste of Italian summer.'),
    d('bacon-mushroom', 269, 560, 'creamSauce mozzarella bacon mushrooms redOnion greens', 'Бекон і гриби|Бекон и грибы|Bacon & Mushroom',
      'Копчений бекон і запечені печериці на ніжному вершковому соусі — затишна класика для вечора вдома.|Копчёный бекон и запечённые шампиньоны на нежном сливочном соусе — уютная классика для вечера дома.|Smoky bacon and roasted champignons on a silky cream sauce — cosy comfort food for a night in.'),
    d('cheesy-chicken', 279, 560, 'cheeseSauce mozzarella cheddar chicken tomatoes', 'Сирна курка|Сырная курица|Cheesy Chicken',
      'Куряче філе, томати й три шари сиру: сирний соус, моцарела та чедер. Тягнеться з кожним шматочком.|Куриное филе, томаты и три слоя сыра: сырный соус, моцарелла и чеддер. Тянется с каждым кусочком.|Chicken and tomatoes with three layers of cheese — cheese sauce, mozzarella and cheddar. Stretchy in every bite.'),
    d('night-pizza', 249, 560, 'tomatoSauce mozzarella salami ham bacon redOnion', 'Нічна піца|Ночная пицца|Night Pizza',
      'Ситна піца для тих, хто не спить: салямі, шинка й бекон під подвійною моцарелою. Готуємо тільки вночі — з 22:00 до 04:00.|Сытная пицца для тех, кто не спит: салями, ветчина и бекон под двойной моцареллой. Готовим только ночью — с 22:00 до 04:00.|A hearty pizza for night owls: salami, ham and bacon under double mozzarella. Only served at night, from 22:00 to 04:00.',
      { labels: ['NEW'], from: '22:00', to: '04:00' }),
  ] },
  { slug: 'classic-pizza', name: 'Класичні піци|Классические пиццы|Classic Pizzas', image: 'pizza', kind: 'pizza', dishes: [
    d('margherita', 189, 450, 'tomatoSauce mozzarella tomatoes basil oliveOil', 'Маргарита|Маргарита|Margherita',
      'Проста й бездоганна: томатний соус, ніжна моцарела, стиглі томати та свіжий базилік.|Простая и безупречная: томатный соус, нежная моцарелла, спелые томаты и свежий базилик.|Simple and flawless: tomato sauce, soft mozzarella, ripe tomatoes and fresh basil.',
      { labels: ['HIT'], big: [289, 800] }),
    d('pepperoni', 249, 480, 'tomatoSauce mozzarella pepperoni oregano', 'Пепероні|Пепперони|Pepperoni',
      'Легенда серед піц: пікантні скибочки пепероні, що підсмажуються до хрусткої скоринки, і тягуча моцарела.|Легенда среди пицц: пикантные ломтики пепперони, которые поджариваются до хрустящей корочки, и тянущаяся моцарелла.|A legend among pizzas: spicy pepperoni slices crisped at the edges and stretchy mozzarella.',
      { labels: ['HIT'], big: [369, 850, 419] }),
    d('four-cheese', 279, 500, 'creamSauce mozzarella parmesan cheddar gorgonzola', 'Чотири сири|Четыре сыра|Four Cheese',
      'Моцарела, чедер, пармезан і горгонзола на вершковому соусі — насичений смак для справжніх поціновувачів сиру.|Моцарелла, чеддер, пармезан и горгонзола на сливочном соусе — насыщенный вкус для настоящих ценителей сыра.|Mozzarella, cheddar, parmesan and gorgonzola on a cream sauce — a rich treat for true cheese lovers.',
      { big: [419, 880] }),
    d('hawaiian', 239, 520, 'tomatoSauce mozzarella ham pineapple', 'Гавайська|Гавайская|Hawaiian',
      'Соковита шинка й солодкий ананас — поєднання, яке або люблять, або обожнюють.|Сочная ветчина и сладкий ананас — сочетание, которое либо любят, либо обожают.|Juicy ham and sweet pineapple — a combination you either love or adore.',
      { old: 269 }),
    d('capricciosa', 269, 560, 'tomatoSauce mozzarella ham mushrooms artichokes olives', 'Капрічоза|Капричоза|Capricciosa',
      'Італійська класика з шинкою, печерицями, артишоками та оливками на томатному соусі.|Итальянская классика с ветчиной, шампиньонами, артишоками и оливками на томатном соусе.|An Italian classic with ham, champignons, artichokes and olives on tomato sauce.'),
    d('calzone', 259, 480, 'tomatoSauce mozzarella ricotta ham mushrooms', 'Кальцоне|Кальцоне|Calzone',
      'Закрита піца-пиріжок із шинкою, печерицями, рікотою та моцарелою всередині. Розрізайте обережно — начинка дуже гаряча!|Закрытая пицца-пирожок с ветчиной, шампиньонами, рикоттой и моцареллой внутри. Разрезайте осторожно — начинка очень горячая!|A folded pizza pocket filled with ham, champignons, ricotta and mozzarella. Cut carefully — the filling is piping hot!',
      { pieces: null }),
    d('ham-mushroom', 229, 520, 'tomatoSauce mozzarella ham mushrooms oregano', 'Шинка та гриби|Ветчина и грибы|Ham & Mushroom',
      'Улюблене з дитинства поєднання: ніжна шинка, печериці й моцарела на томатному соусі.|Любимое с детства сочетание: нежная ветчина, шампиньоны и моцарелла на томатном соусе.|A childhood favourite: tender ham, champignons and mozzarella on tomato sauce.'),
    d('carbonara', 279, 520, 'creamSauce mozzarella bacon parmesan eggYolk redOnion blackPepper', 'Карбонара|Карбонара|Carbonara',
      'Піца за мотивами знаменитої пасти: бекон, пармезан і яєчний жовток на вершковому соусі.|Пицца по мотивам знаменитой пасты: бекон, пармезан и яичный желток на сливочном соусе.|A pizza inspired by the famous pasta: bacon, parmesan and egg yolk on a cream sauce.'),
    d('prosciutto-funghi', 319, 500, 'tomatoSauce mozzarella prosciutto mushrooms arugula parmesan', 'Прошуто фунгі|Прошутто фунги|Prosciutto e Funghi',
      'Тонкі скибочки вʼяленої шинки прошуто, печериці та свіжа рукола — як у піцерії в Неаполі.|Тонкие ломтики вяленой ветчины прошутто, шампиньоны и свежая руккола — как в пиццерии Неаполя.|Thin slices of cured prosciutto, champignons and fresh arugula — just like in a Naples pizzeria.',
      { labels: ['NEW'] }),
    d('napoletana', 249, 470, 'tomatoSauce mozzarella anchovies capers blackOlives oregano', 'Неаполітана|Неаполитана|Napoletana',
      'Яскрава південна класика: анчоуси, каперси й маслини на томатному соусі з орегано.|Яркая южная классика: анчоусы, каперсы и маслины на томатном соусе с орегано.|A bold southern classic: anchovies, capers and black olives on tomato sauce with oregano.'),
    d('kids-pizza', 189, 450, 'tomatoSauce mozzarella ham corn', 'Дитяча|Детская|Kids’ Pizza',
      'Мʼякий смак без гострих спецій: шинка, солодка кукурудза та багато моцарели. Діти в захваті!|Мягкий вкус без острых специй: ветчина, сладкая кукуруза и много моцареллы. Дети в восторге!|Mild and spice-free: ham, sweet corn and lots of mozzarella. Kids love it!'),
    d('four-seasons', 289, 560, 'tomatoSauce mozzarella ham salami mushrooms bellPepper olives', 'Чотири сезони|Четыре сезона|Four Seasons',
      'Чотири смаки на одній піці: шинка, салямі, печериці та солодкий перець з оливками — кожна чверть по-своєму.|Четыре вкуса в одной пицце: ветчина, салями, шампиньоны и сладкий перец с оливками — каждая четверть по-своему.|Four flavours on one pizza — ham, salami, champignons, and sweet pepper with olives — each quarter its own.'),
    d('sicilian', 269, 540, 'tomatoSauce mozzarella salami blackOlives capers bellPepper oregano', 'Сицилійська|Сицилийская|Sicilian',
      'Салямі, маслини, каперси та солодкий перець на томатному соусі — сонячний смак Сицилії.|Салями, маслины, каперсы и сладкий перец на томатном соусе — солнечный вкус Сицилии.|Salami, black olives, capers and sweet pepper on tomato sauce — the sunny taste of Sicily.'),
  ] },
  { slug: 'meat-pizza', name: 'Мʼясні піци|Мясные пиццы|Meat Pizzas', image: 'pizza', kind: 'pizza', dishes: [
    d('barbecue', 299, 600, 'bbqSauce mozzarella chicken bacon redOnion', 'Барбекю|Барбекю|Barbecue',
      'Копчений бекон і куряче філе на насиченому соусі барбекю з червоною цибулею — хіт, який не набридає.|Копчёный бекон и куриное филе на насыщенном соусе барбекю с красным луком — хит, который не надоедает.|Smoky bacon and chicken on a rich barbecue sauce with red onion — a hit that never gets old.',
      { labels: ['HIT'], big: [449, 1050, 499] }),
    d('hunter', 289, 590, 'tomatoSauce mozzarella huntingSausages mushrooms pickles redOnion', 'Мисливська|Охотничья|Hunter’s',
      'Мисливські ковбаски, печериці й мариновані огірки — ситна піца з характером.|Охотничьи колбаски, шампиньоны и маринованные огурцы — сытная пицца с характером.|Hunter’s sausages, champignons and pickles — a hearty pizza with character.',
      { big: [429, 1000] }),
    d('meat-lovers', 329, 630, 'tomatoSauce mozzarella salami ham bacon huntingSausages chicken', 'Мʼясна|Мясная|Meat Lovers',
      'Пʼять видів мʼяса на одній піці: салямі, шинка, бекон, мисливські ковбаски й курка. Для справжніх мʼясоїдів.|Пять видов мяса в одной пицце: салями, ветчина, бекон, охотничьи колбаски и курица. Для настоящих мясоедов.|Five kinds of meat on one pizza: salami, ham, bacon, hunter’s sausages and chicken. For true carnivores.',
      { big: [489, 1100] }),
    d('four-meats', 349, 640, 'bbqSauce mozzarella pepperoni ham bacon groundBeef', 'Чотири мʼяса|Четыре мяса|Four Meats',
      'Пепероні, шинка, бекон і яловичий фарш на соусі барбекю — найситніша піца в меню.|Пепперони, ветчина, бекон и говяжий фарш на соусе барбекю — самая сытная пицца в меню.|Pepperoni, ham, bacon and ground beef on barbecue sauce — the most filling pizza on the menu.'),
    d('salami', 259, 500, 'tomatoSauce mozzarella salami oregano', 'Салямі|Салями|Salami',
      'Ароматна салямі та моцарела на томатному соусі з орегано — нічого зайвого.|Ароматная салями и моцарелла на томатном соусе с орегано — ничего лишнего.|Fragrant salami and mozzarella on tomato sauce with oregano — nothing more needed.',
      { old: 289 }),
    d('bavarian', 299, 600, 'mustardSauce mozzarella bavarianSausages pickles redOnion', 'Баварська|Баварская|Bavarian',
      'Баварські ковбаски, мариновані огірки та гірчичний соус — піца, створена для келиха пива.|Баварские колбаски, маринованные огурцы и горчичный соус — пицца, созданная для бокала пива.|Bavarian sausages, pickles and mustard sauce — a pizza made for a glass of beer.'),
    d('farmhouse', 289, 610, 'creamSauce mozzarella chicken bacon roastPotatoes redOnion greens', 'Фермерська|Фермерская|Farmhouse',
      'Домашній смак: курка, бекон і запечена картопля з зеленню на вершковому соусі.|Домашний вкус: курица, бекон и запечённый картофель с зеленью на сливочном соусе.|Home-style flavour: chicken, bacon and roasted potatoes with herbs on a cream sauce.'),
    d('caesar-pizza', 319, 560, 'caesarSauce mozzarella chicken cherry romaine parmesan', 'Цезар|Цезарь|Caesar',
      'Улюблений салат у форматі піци: куряче філе, листя романо, черрі й пармезан на соусі цезар.|Любимый салат в формате пиццы: куриное филе, листья романо, черри и пармезан на соусе цезарь.|The favourite salad as a pizza: chicken, romaine, cherry tomatoes and parmesan on Caesar dressing.'),
    d('chicken-mushroom', 259, 560, 'creamSauce mozzarella chicken mushrooms onion', 'Курка з грибами|Курица с грибами|Chicken & Mushroom',
      'Ніжне куряче філе й печериці у вершковому соусі — мʼякий смак, який подобається всім.|Нежное куриное филе и шампиньоны в сливочном соусе — мягкий вкус, который нравится всем.|Tender chicken and champignons in cream sauce — a mild flavour everyone enjoys.',
      { old: 289 }),
    d('veal-truffle', 389, 560, 'creamSauce mozzarella veal oysterMushrooms truffleOil parmesan arugula', 'Телятина з трюфелем|Телятина с трюфелем|Veal & Truffle',
      'Ніжна телятина, гливи й аромат трюфельної олії — піца для особливого вечора.|Нежная телятина, вешенки и аромат трюфельного масла — пицца для особого вечера.|Tender veal, oyster mushrooms and a hint of truffle oil — a pizza for a special evening.',
      { labels: ['NEW'] }),
    d('duck-pear', 369, 540, 'creamSauce mozzarella duckBreast pear gorgonzola honey walnuts', 'Качка з грушею|Утка с грушей|Duck & Pear',
      'Копчена качина грудка, соковита груша й горгонзола з краплею меду — витончене поєднання солодкого й солоного.|Копчёная утиная грудка, сочная груша и горгонзола с каплей мёда — изысканное сочетание сладкого и солёного.|Smoked duck breast, juicy pear and gorgonzola with a drizzle of honey — an elegant sweet-and-salty match.'),
  ] },
  { slug: 'seafood-pizza', name: 'Піци з морепродуктами|Пиццы с морепродуктами|Seafood Pizzas', image: 'pizza', kind: 'pizza', dishes: [
    d('seafood', 359, 560, 'tomatoSauce mozzarella shrimp mussels squid blackOlives greens', 'Морська|Морская|Seafood',
      'Креветки, мідії та кальмари на томатному соусі з маслинами й зеленню — справжнє море смаку.|Креветки, мидии и кальмары на томатном соусе с маслинами и зеленью — настоящее море вкуса.|Shrimp, mussels and squid on tomato sauce with black olives and herbs — a real sea of flavour.',
      { big: [519, 980] }),
    d('salmon', 379, 520, 'creamSauce mozzarella salmon creamCheese capers arugula', 'З лососем|С лососем|Salmon',
      'Ніжний лосось, вершковий сир і каперси, а зверху — свіжа рукола.|Нежный лосось, сливочный сыр и каперсы, а сверху — свежая руккола.|Delicate salmon, cream cheese and capers topped with fresh arugula.'),
    d('shrimp-pesto', 369, 520, 'pesto mozzarella shrimp cherry parmesan', 'Креветки песто|Креветки песто|Shrimp Pesto',
      'Соковиті креветки й томати черрі на ароматному соусі песто з пармезаном.|Сочные креветки и томаты черри на ароматном соусе песто с пармезаном.|Juicy shrimp and cherry tomatoes on fragrant pesto with parmesan.',
      { labels: ['NEW'] }),
    d('tuna', 289, 540, 'tomatoSauce mozzarella tuna redOnion blackOlives corn', 'Тунець|Тунец|Tuna',
      'Тунець, червона цибуля, маслини та кукурудза — легка й ситна піца з морським характером.|Тунец, красный лук, маслины и кукуруза — лёгкая и сытная пицца с морским характером.|Tuna, red onion, black olives and sweet corn — a light yet filling pizza with a taste of the sea.',
      { old: 319 }),
    d('philadelphia', 389, 540, 'creamSauce mozzarella salmon creamCheese avocado sesame', 'Філадельфія|Филадельфия|Philadelphia',
      'Піца з характером популярного рола: лосось, вершковий сир, авокадо та кунжут.|Пицца с характером популярного ролла: лосось, сливочный сыр, авокадо и кунжут.|A pizza inspired by the famous roll: salmon, cream cheese, avocado and sesame.'),
    d('mussels', 319, 540, 'creamSauce mozzarella mussels garlic greens parmesan', 'З мідіями|С мидиями|Mussels',
      'Мідії у вершковому соусі з часником і зеленню — смак прибережного ресторанчика.|Мидии в сливочном соусе с чесноком и зеленью — вкус прибрежного ресторанчика.|Mussels in a garlicky cream sauce with herbs — the taste of a seaside bistro.'),
    d('shrimp-arugula', 379, 500, 'tomatoSauce mozzarella tigerPrawns cherry arugula parmesan', 'Креветки з руколою|Креветки с рукколой|Shrimp & Arugula',
      'Великі тигрові креветки, черрі, рукола та пармезан на томатній основі — свіжо й легко.|Крупные тигровые креветки, черри, руккола и пармезан на томатной основе — свежо и легко.|Large tiger prawns, cherry tomatoes, arugula and parmesan on a tomato base — fresh and light.'),
  ] },
  { slug: 'vegetarian-pizza', name: 'Вегетаріанські піци|Вегетарианские пиццы|Vegetarian Pizzas', image: 'pizza', kind: 'pizza', dishes: [
    d('vegetarian', 239, 560, 'tomatoSauce mozzarella mushrooms bellPepper tomatoes blackOlives corn redOnion', 'Вегетаріанська|Вегетарианская|Vegetarian',
      'Барвиста піца з печерицями, солодким перцем, томатами, маслинами та кукурудзою — без мʼяса, але з душею.|Яркая пицца с шампиньонами, сладким перцем, томатами, маслинами и кукурузой — без мяса, но с душой.|A colourful pizza with champignons, sweet pepper, tomatoes, black olives and corn — meat-free but full of soul.',
      { big: [359, 980] }),
    d('vegan', 229, 500, 'tomatoSauce mushrooms bellPepper zucchini eggplant olives basil oliveOil', 'Веганська|Веганская|Vegan',
      'Без сиру та продуктів тваринного походження: запечені овочі, печериці й оливки на томатному соусі з базиліком.|Без сыра и продуктов животного происхождения: запечённые овощи, шампиньоны и оливки на томатном соусе с базиликом.|No cheese, no animal products: roasted vegetables, champignons and olives on tomato sauce with basil.',
      { vegan: true, labels: ['NEW'] }),
    d('marinara', 189, 430, 'tomatoSauce tomatoes garlic oregano basil oliveOil', 'Маринара|Маринара|Marinara',
      'Найстаріша неаполітанська піца: томати, часник, орегано й оливкова олія. Без сиру — і цілком веганська.|Старейшая неаполитанская пицца: томаты, чеснок, орегано и оливковое масло. Без сыра — и полностью веганская.|The oldest Neapolitan pizza: tomatoes, garlic, oregano and olive oil. No cheese — and fully vegan.',
      { vegan: true }),
    d('vegan-cheese', 259, 500, 'tomatoSauce veganCheese mushrooms spinach cherry', 'Веган з рослинним сиром|Веган с растительным сыром|Vegan Cheese',
      'Тягучий рослинний сир, печериці, шпинат і черрі — веганська піца, яку не відрізнити від звичної.|Тянущийся растительный сыр, шампиньоны, шпинат и черри — веганская пицца, которую не отличить от привычной.|Stretchy plant-based cheese, champignons, spinach and cherry tomatoes — a vegan pizza you can’t tell from the classic.',
      { vegan: true }),
    d('grilled-veggies', 249, 540, 'tomatoSauce mozzarella zucchini eggplant bellPepper cherry basil', 'Овочі гриль|Овощи гриль|Grilled Veggies',
      'Цукіні, баклажан і солодкий перець, приготовані на грилі, з моцарелою та базиліком.|Цукини, баклажан и сладкий перец, приготовленные на гриле, с моцареллой и базиликом.|Grilled zucchini, eggplant and sweet pepper with mozzarella and basil.'),
    d('caprese', 259, 500, 'pesto mozzarella miniMozzarella cherry basil balsamic', 'Капрезе|Капрезе|Caprese',
      'Міні-моцарела, томати черрі й базилік на соусі песто з краплею бальзаміку.|Мини-моцарелла, томаты черри и базилик на соусе песто с каплей бальзамика.|Baby mozzarella, cherry tomatoes and basil on pesto with a drop of balsamic.'),
    d('spinach-ricotta', 259, 500, 'creamSauce mozzarella ricotta spinach garlic parmesan', 'Шпинат і рікота|Шпинат и рикотта|Spinach & Ricotta',
      'Ніжна рікота, шпинат і часник на вершковому соусі — мʼяка та дуже ароматна піца.|Нежная рикотта, шпинат и чеснок на сливочном соусе — мягкая и очень ароматная пицца.|Creamy ricotta, spinach and garlic on a cream sauce — mellow and wonderfully fragrant.'),
    d('pear-gorgonzola', 299, 480, 'creamSauce mozzarella gorgonzola pear walnuts honey', 'Груша з горгонзолою|Груша с горгонзолой|Pear & Gorgonzola',
      'Солодка груша, пікантна горгонзола, волоські горіхи та мед — улюблена піца наших гостей до вина.|Сладкая груша, пикантная горгонзола, грецкие орехи и мёд — любимая пицца наших гостей к вину.|Sweet pear, tangy gorgonzola, walnuts and honey — our guests’ favourite pizza with wine.',
      { labels: ['HIT'] }),
    d('mushroom', 239, 520, 'creamSauce mozzarella mushrooms oysterMushrooms garlic greens', 'Грибна|Грибная|Mushroom',
      'Печериці та гливи, запечені у вершковому соусі з часником і зеленню.|Шампиньоны и вешенки, запечённые в сливочном соусе с чесноком и зеленью.|Champignons and oyster mushrooms baked in a garlic cream sauce with herbs.',
      { old: 269 }),
    d('greek-pizza', 249, 520, 'tomatoSauce mozzarella feta tomatoes blackOlives redOnion oregano', 'Грецька|Греческая|Greek',
      'Солона фета, маслини, томати й червона цибуля з орегано — піца за мотивами грецького салату.|Солёная фета, маслины, томаты и красный лук с орегано — пицца по мотивам греческого салата.|Salty feta, black olives, tomatoes and red onion with oregano — a pizza inspired by Greek salad.'),
  ] },
  { slug: 'spicy-pizza', name: 'Гострі піци|Острые пиццы|Spicy Pizzas', image: 'pizza', kind: 'pizza', dishes: [
    d('diablo', 289, 560, 'tomatoSauce mozzarella spicySalami pepperoni jalapeno chili bellPepper', 'Діабло|Диабло|Diablo',
      'Для сміливих: гостра салямі, пепероні, халапеньо та перець чилі. Пече — і від цього ще смачніше!|Для смелых: острая салями, пепперони, халапеньо и перец чили. Жжёт — и от этого ещё вкуснее!|For the brave: spicy salami, pepperoni, jalapeños and chili. It burns — and that makes it even better!',
      { hot: true, labels: ['HIT'], big: [429, 980] }),
    d('spicy-pepperoni', 269, 490, 'tomatoSauce mozzarella pepperoni jalapeno chiliFlakes', 'Пепероні гостра|Пепперони острая|Spicy Pepperoni',
      'Класична пепероні з халапеньо та пластівцями чилі — знайомий смак із гострим характером.|Классическая пепперони с халапеньо и хлопьями чили — знакомый вкус с острым характером.|Classic pepperoni with jalapeños and chili flakes — a familiar taste with a fiery kick.',
      { hot: true }),
    d('mexican', 299, 600, 'tomatoSauce mozzarella groundBeef jalapeno corn bellPepper redOnion chili', 'Мексиканська|Мексиканская|Mexican',
      'Пряний яловичий фарш, халапеньо, кукурудза й солодкий перець — яскрава піца в мексиканському стилі.|Пряный говяжий фарш, халапеньо, кукуруза и сладкий перец — яркая пицца в мексиканском стиле.|Spiced ground beef, jalapeños, corn and sweet pepper — a vibrant Mexican-style pizza.',
      { hot: true, old: 339 }),
    d('chicken-jalapeno', 279, 560, 'cheeseSauce mozzarella chicken jalapeno redOnion', 'Курка халапеньо|Курица халапеньо|Chicken Jalapeño',
      'Куряче філе та гострий халапеньо на сирному соусі: вершкова мʼякість і пікантний вогник.|Куриное филе и острый халапеньо на сырном соусе: сливочная мягкость и пикантный огонёк.|Chicken and hot jalapeños on cheese sauce: creamy comfort with a spicy spark.',
      { hot: true }),
    d('sweet-chili-shrimp', 369, 520, 'sweetChiliSauce mozzarella shrimp bellPepper chili greens', 'Креветки світ чилі|Креветки свит чили|Sweet Chili Shrimp',
      'Креветки в солодко-гострому соусі чилі з солодким перцем і зеленню — азійський акцент на італійському тісті.|Креветки в сладко-остром соусе чили со сладким перцем и зеленью — азиатский акцент на итальянском тесте.|Shrimp in sweet-and-hot chili sauce with sweet pepper and herbs — an Asian twist on Italian dough.',
      { hot: true, labels: ['NEW'] }),
    d('chorizo', 299, 520, 'tomatoSauce mozzarella chorizo bellPepper chili redOnion', 'Чорізо|Чоризо|Chorizo',
      'Іспанська ковбаса чорізо з копченою паприкою, солодкий перець і чилі — димна й пекуча.|Испанская колбаса чоризо с копчёной паприкой, сладкий перец и чили — дымная и жгучая.|Spanish chorizo with smoked paprika, sweet pepper and chili — smoky and fiery.',
      { hot: true }),
    d('spicy-vegan', 229, 480, 'tomatoSauce chili garlic bellPepper zucchini blackOlives oliveOil', 'Гостра веганська|Острая веганская|Spicy Vegan',
      'Без сиру та мʼяса, зате з вогником: перець чилі, часник, запечені овочі й маслини.|Без сыра и мяса, зато с огоньком: перец чили, чеснок, запечённые овощи и маслины.|No cheese, no meat, plenty of fire: chili, garlic, roasted vegetables and black olives.',
      { hot: true, vegan: true }),
  ] },
  { slug: 'combos', name: 'Комбо|Комбо|Combos', image: 'set', kind: 'combo', dishes: [
    d('lunch-combo', 599, 2190, 'піца Маргарита 30 см, піца Пепероні 30 см, салат Цезар з куркою, 2 напої 0,5 л на вибір|пицца Маргарита 30 см, пицца Пепперони 30 см, салат Цезарь с курицей, 2 напитка 0,5 л на выбор|Margherita pizza 30 cm, Pepperoni pizza 30 cm, Chicken Caesar salad, 2 drinks 0.5 L of your choice',
      'Обіднє комбо|Обеденное комбо|Lunch Combo',
      'Ситний обід на двох за вигідною ціною: дві піци, салат і напої. Діє щодня з 11:00 до 16:00.|Сытный обед на двоих по выгодной цене: две пиццы, салат и напитки. Действует ежедневно с 11:00 до 16:00.|A filling lunch for two at a great price: two pizzas, a salad and drinks. Available daily from 11:00 to 16:00.',
      { persons: 2, from: '11:00', to: '16:00', labels: ['NEW'], free: { 'garlic-sauce': 1 } }),
    d('combo-for-two', 699, 2080, 'піца Пепероні 30 см, піца Чотири сири 30 см, крильця барбекю, кола 1 л|пицца Пепперони 30 см, пицца Четыре сыра 30 см, крылышки барбекю, кола 1 л|Pepperoni pizza 30 cm, Four Cheese pizza 30 cm, BBQ wings, cola 1 L',
      'Комбо на двох|Комбо на двоих|Combo for Two',
      'Дві улюблені піци, крильця барбекю та кола — усе для вечора вдвох перед серіалом.|Две любимые пиццы, крылышки барбекю и кола — всё для вечера вдвоём перед сериалом.|Two favourite pizzas, BBQ wings and cola — everything for a night in for two.',
      { persons: 2, labels: ['HIT'], free: { 'garlic-sauce': 1, 'cheese-sauce': 1 } }),
    d('family-combo', 899, 3075, 'піца Маргарита 40 см, піца Барбекю 40 см, нагетси 9 шт, сік апельсиновий 1 л|пицца Маргарита 40 см, пицца Барбекю 40 см, наггетсы 9 шт, сок апельсиновый 1 л|Margherita pizza 40 cm, Barbecue pizza 40 cm, chicken nuggets 9 pcs, orange juice 1 L',
      'Сімейне комбо|Семейное комбо|Family Combo',
      'Дві великі піци, нагетси й сік — вистачить на всю родину, від малечі до дідуся.|Две большие пиццы, наггетсы и сок — хватит на всю семью, от малышей до дедушки.|Two large pizzas, nuggets and juice — enough for the whole family, from toddlers to grandpa.',
      { persons: 4, old: 999, free: { ketchup: 2, 'bbq-sauce': 1 } }),
    d('party-combo', 1299, 4690, 'піци 30 см: Пепероні, Чотири сири, Мисливська, Гавайська, Барбекю; кола 1 л × 2|пиццы 30 см: Пепперони, Четыре сыра, Охотничья, Гавайская, Барбекю; кола 1 л × 2|30 cm pizzas: Pepperoni, Four Cheese, Hunter’s, Hawaiian, Barbecue; cola 1 L × 2',
      'Паті комбо|Пати комбо|Party Combo',
      'Пʼять різних піц і дві пляшки коли — щоб кожен гість знайшов свою улюблену.|Пять разных пицц и две бутылки колы — чтобы каждый гость нашёл свою любимую.|Five different pizzas and two bottles of cola, so every guest finds a favourite.',
      { persons: 6, labels: ['HIT'], free: { 'garlic-sauce': 2, 'bbq-sauce': 2 } }),
    d('mega-combo', 1499, 5380, 'піци 40 см: Пепероні, Мʼясна, Чотири сири; крильця барбекю, картопля фрі велика, кола 1 л × 2|пиццы 40 см: Пепперони, Мясная, Четыре сыра; крылышки барбекю, картофель фри большой, кола 1 л × 2|40 cm pizzas: Pepperoni, Meat Lovers, Four Cheese; BBQ wings, large fries, cola 1 L × 2',
      'Мега комбо|Мега комбо|Mega Combo',
      'Три великі піци, крильця, картопля фрі й кола — найбільший набір для великої компанії.|Три большие пиццы, крылышки, картофель фри и кола — самый большой набор для большой компании.|Three large pizzas, wings, fries and cola — our biggest set for a big crowd.',
      { persons: 8, free: { 'garlic-sauce': 2, 'cheese-sauce': 2 } }),
    d('match-combo', 799, 1680, 'піца Пепероні 30 см, піца Мисливська 30 см, гострі крильця, цибулеві кільця, сирні палички|пицца Пепперони 30 см, пицца Охотничья 30 см, острые крылышки, луковые кольца, сырные палочки|Pepperoni pizza 30 cm, Hunter’s pizza 30 cm, spicy wings, onion rings, mozzarella sticks',
      'Комбо для матчу|Комбо для матча|Match Night Combo',
      'Дві ситні піци й гора закусок — усе, що потрібно, щоб уболівати з комфортом.|Две сытные пиццы и гора закусок — всё, что нужно, чтобы болеть с комфортом.|Two hearty pizzas and a pile of snacks — all you need to cheer in comfort.',
      { persons: 3, free: { 'bbq-sauce': 1, 'ranch-sauce': 1 } }),
    d('kids-combo', 599, 2275, 'піца Дитяча 30 см × 2, нагетси 9 шт, картопля фрі, сік яблучний 1 л|пицца Детская 30 см × 2, наггетсы 9 шт, картофель фри, сок яблочный 1 л|Kids’ pizza 30 cm × 2, chicken nuggets 9 pcs, fries, apple juice 1 L',
      'Дитяче комбо|Детское комбо|Kids Combo',
      'Мʼякі дитячі піци, нагетси, картопля фрі та яблучний сік — свято для маленьких гостей.|Мягкие детские пиццы, наггетсы, картофель фри и яблочный сок — праздник для маленьких гостей.|Mild kids’ pizzas, nuggets, fries and apple juice — a treat for little guests.',
      { persons: 3, free: { ketchup: 2 } }),
    d('veggie-combo', 749, 1770, 'піца Маргарита 30 см, піца Вегетаріанська 30 см, піца Груша з горгонзолою 30 см, салат Грецький|пицца Маргарита 30 см, пицца Вегетарианская 30 см, пицца Груша с горгонзолой 30 см, салат Греческий|Margherita pizza 30 cm, Vegetarian pizza 30 cm, Pear & Gorgonzola pizza 30 cm, Greek salad',
      'Вегетаріанське комбо|Вегетарианское комбо|Veggie Combo',
      'Три піци без мʼяса та свіжий грецький салат — легкий і яскравий набір на компанію.|Три пиццы без мяса и свежий греческий салат — лёгкий и яркий набор на компанию.|Three meat-free pizzas and a fresh Greek salad — a light, colourful set to share.',
      { persons: 3, free: { 'cheese-sauce': 1 } }),
    d('dessert-combo', 649, 1250, 'піца Пепероні 30 см, піца Чотири сири 30 см, чізкейк Нью-Йорк, тірамісу|пицца Пепперони 30 см, пицца Четыре сыра 30 см, чизкейк Нью-Йорк, тирамису|Pepperoni pizza 30 cm, Four Cheese pizza 30 cm, New York cheesecake, tiramisu',
      'Комбо з десертом|Комбо с десертом|Pizza & Dessert Combo',
      'Дві піци й два десерти — ідеальне побачення вдома, від першого шматочка до солодкого фіналу.|Две пиццы и два десерта — идеальное свидание дома, от первого кусочка до сладкого финала.|Two pizzas and two desserts — the perfect date night in, from the first slice to the sweet finale.',
      { persons: 2, free: { 'garlic-sauce': 1 } }),
    d('meat-combo', 999, 3200, 'піца Мʼясна 40 см, піца Барбекю 30 см, крильця барбекю, картопля по-селянськи, кола 1 л|пицца Мясная 40 см, пицца Барбекю 30 см, крылышки барбекю, картофель по-деревенски, кола 1 л|Meat Lovers pizza 40 cm, Barbecue pizza 30 cm, BBQ wings, potato wedges, cola 1 L',
      'Мʼясне комбо|Мясное комбо|Meat Combo',
      'Мʼясо, мʼясо й ще раз мʼясо: дві мʼясні піци, крильця барбекю та картопля по-селянськи.|Мясо, мясо и ещё раз мясо: две мясные пиццы, крылышки барбекю и картофель по-деревенски.|Meat, meat and more meat: two meat pizzas, BBQ wings and potato wedges.',
      { persons: 4, old: 1149, free: { 'bbq-sauce': 2 } }),
    d('office-combo', 1399, 3130, 'піци 30 см: Маргарита, Пепероні, Карбонара, Барбекю, Вегетаріанська; салат Цезар з куркою × 2|пиццы 30 см: Маргарита, Пепперони, Карбонара, Барбекю, Вегетарианская; салат Цезарь с курицей × 2|30 cm pizzas: Margherita, Pepperoni, Carbonara, Barbecue, Vegetarian; Chicken Caesar salad × 2',
      'Офісне комбо|Офисное комбо|Office Combo',
      'Пʼять піц на будь-який смак і два салати — нагодуйте всю команду одним замовленням.|Пять пицц на любой вкус и два салата — накормите всю команду одним заказом.|Five pizzas for every taste and two salads — feed the whole team with one order.',
      { persons: 6, free: { 'garlic-sauce': 2, ketchup: 1 } }),
  ] },
  { slug: 'sides', name: 'Закуски|Закуски|Sides & Snacks', image: 'snack', kind: 'side', dishes: [
    d('fries', 79, 150, 'potatoes sunflowerOil salt', 'Картопля фрі|Картофель фри|French Fries',
      'Золотиста картопля фрі, хрустка зовні й мʼяка всередині.|Золотистый картофель фри, хрустящий снаружи и мягкий внутри.|Golden fries, crispy outside and fluffy inside.',
      { vegan: true }),
    d('fries-large', 109, 250, 'potatoes sunflowerOil salt', 'Картопля фрі велика|Картофель фри большой|Large French Fries',
      'Велика порція золотистої картоплі фрі — щоб вистачило на всю компанію.|Большая порция золотистого картофеля фри — чтобы хватило на всю компанию.|A big portion of golden fries — enough for the whole group.',
      { vegan: true }),
    d('potato-wedges', 99, 200, 'potatoes sunflowerOil garlic paprika dill salt', 'Картопля по-селянськи|Картофель по-деревенски|Potato Wedges',
      'Запечені часточки картоплі зі шкіркою, часником, паприкою та кропом.|Запечённые дольки картофеля с кожурой, чесноком, паприкой и укропом.|Skin-on potato wedges with garlic, paprika and dill.',
      { vegan: true }),
    d('cheese-bacon-fries', 139, 250, 'potatoes cheeseSauce bacon greenOnion', 'Картопля фрі з сиром і беконом|Картофель фри с сыром и беконом|Cheese & Bacon Fries',
      'Картопля фрі під гарячим сирним соусом із хрусткими шматочками бекону та зеленою цибулею.|Картофель фри под горячим сырным соусом с хрустящими кусочками бекона и зелёным луком.|Fries smothered in hot cheese sauce with crispy bacon bits and spring onion.',
      { old: 159 }),
    d('nuggets-6', 109, 150, 'chicken breading sunflowerOil spices', 'Нагетси, 6 шт|Наггетсы, 6 шт|Chicken Nuggets, 6 pcs',
      'Соковите куряче філе в хрусткій паніровці — улюблена закуска дорослих і дітей.|Сочное куриное филе в хрустящей панировке — любимая закуска взрослых и детей.|Juicy chicken breast in a crispy coating — loved by grown-ups and kids alike.',
      { pieces: 6 }),
    d('nuggets-9', 149, 225, 'chicken breading sunflowerOil spices', 'Нагетси, 9 шт|Наггетсы, 9 шт|Chicken Nuggets, 9 pcs',
      'Девʼять хрустких курячих нагетсів і соус барбекю в подарунок.|Девять хрустящих куриных наггетсов и соус барбекю в подарок.|Nine crispy chicken nuggets with a free barbecue sauce.',
      { pieces: 9, old: 169, free: { 'bbq-sauce': 1 } }),
    d('bbq-wings', 189, 300, 'chickenWings bbqSauce garlic sesame', 'Крильця барбекю|Крылышки барбекю|BBQ Wings',
      'Курячі крильця, запечені в глазурі барбекю, з кунжутом. Їсти руками обовʼязково!|Куриные крылышки, запечённые в глазури барбекю, с кунжутом. Есть руками обязательно!|Chicken wings baked in barbecue glaze with sesame. Eating with your hands is a must!',
      { pieces: 8, labels: ['HIT'] }),
    d('spicy-wings', 189, 300, 'chickenWings hotSauce chili paprika garlic', 'Гострі крильця|Острые крылышки|Spicy Wings',
      'Курячі крильця в пекучому соусі з чилі та паприкою — для любителів вогню. Соус ранч додаємо безкоштовно.|Куриные крылышки в жгучем соусе с чили и паприкой — для любителей огня. Соус ранч добавляем бесплатно.|Chicken wings in a fiery chili and paprika sauce — for heat lovers. Ranch dip comes free.',
      { pieces: 8, hot: true, free: { 'ranch-sauce': 1 } }),
    d('chicken-strips', 159, 200, 'chicken cornflakes spices sunflowerOil', 'Курячі стріпси|Куриные стрипсы|Chicken Strips',
      'Смужки курячого філе в хрусткій паніровці з кукурудзяних пластівців.|Полоски куриного филе в хрустящей панировке из кукурузных хлопьев.|Chicken breast strips in a crunchy cornflake coating.',
      { pieces: 5 }),
    d('mozzarella-sticks', 149, 160, 'mozzarella breading sunflowerOil', 'Сирні палички|Сырные палочки|Mozzarella Sticks',
      'Моцарела в золотистій паніровці, що тягнеться з кожним укусом.|Моцарелла в золотистой панировке, которая тянется с каждым укусом.|Mozzarella in a golden crumb that stretches with every bite.',
      { pieces: 6 }),
    d('onion-rings', 99, 150, 'onion batter sunflowerOil spices', 'Цибулеві кільця|Луковые кольца|Onion Rings',
      'Хрусткі кільця солодкої цибулі в легкому клярі.|Хрустящие кольца сладкого лука в лёгком кляре.|Crispy rings of sweet onion in a light batter.'),
    d('garlic-bread', 69, 150, 'dough butter garlic greens parmesan', 'Часникові хлібці|Чесночные хлебцы|Garlic Bread',
      'Гарячі хлібці з нашого тіста з часниковим маслом, зеленню та пармезаном.|Горячие хлебцы из нашего теста с чесночным маслом, зеленью и пармезаном.|Hot bread made from our pizza dough with garlic butter, herbs and parmesan.',
      { pieces: 6 }),
    d('focaccia', 79, 200, 'dough oliveOil rosemary seaSalt', 'Фокача з розмарином|Фокачча с розмарином|Rosemary Focaccia',
      'Пухка італійська фокача з оливковою олією, розмарином і морською сіллю.|Пышная итальянская фокачча с оливковым маслом, розмарином и морской солью.|Fluffy Italian focaccia with olive oil, rosemary and sea salt.',
      { vegan: true }),
    d('calamari-rings', 179, 170, 'squid batter sunflowerOil lemon', 'Кальмарові кільця|Кольца кальмара|Calamari Rings',
      'Ніжні кільця кальмара в золотистому клярі з часточкою лимона.|Нежные кольца кальмара в золотистом кляре с долькой лимона.|Tender calamari rings in golden batter with a lemon wedge.',
      { old: 199 }),
    d('jalapeno-poppers', 149, 160, 'jalapeno creamCheese cheddar breading', 'Халапеньо поппери|Халапеньо попперсы|Jalapeño Poppers',
      'Перчики халапеньо, фаршировані вершковим сиром і чедером, у хрусткій паніровці.|Перчики халапеньо, фаршированные сливочным сыром и чеддером, в хрустящей панировке.|Jalapeño peppers stuffed with cream cheese and cheddar in a crispy coating.',
      { pieces: 6, hot: true }),
    d('cheese-balls', 129, 150, 'mozzarella cheddar breading sunflowerOil', 'Сирні кульки|Сырные шарики|Cheese Balls',
      'Кульки з моцарели та чедеру: тягучі всередині, з хрусткою скоринкою зовні.|Шарики из моцареллы и чеддера: тянущиеся внутри, с хрустящей корочкой снаружи.|Balls of mozzarella and cheddar, gooey inside with a crunchy crust.',
      { pieces: 8 }),
    d('breaded-shrimp', 199, 150, 'shrimp breading sunflowerOil lemon', 'Креветки в паніровці|Креветки в панировке|Breaded Shrimp',
      'Вісім великих креветок у хрусткій паніровці панко з часточкою лимона.|Восемь крупных креветок в хрустящей панировке панко с долькой лимона.|Eight large shrimp in crispy panko with a lemon wedge.',
      { pieces: 8, labels: ['NEW'] }),
  ] },
  { slug: 'salads', name: 'Салати|Салаты|Salads', image: 'salad', kind: 'salad', dishes: [
    d('caesar-salad', 199, 260, 'romaine chicken cherry parmesan croutons caesarSauce', 'Цезар з куркою|Цезарь с курицей|Chicken Caesar',
      'Хрусткий романо, куряче філе гриль, пармезан і грінки під класичним соусом цезар.|Хрустящий романо, куриное филе гриль, пармезан и гренки под классическим соусом цезарь.|Crisp romaine, grilled chicken, parmesan and croutons with classic Caesar dressing.',
      { labels: ['HIT'] }),
    d('caesar-shrimp', 249, 250, 'romaine tigerPrawns cherry parmesan croutons caesarSauce', 'Цезар з креветками|Цезарь с креветками|Shrimp Caesar',
      'Класичний цезар із тигровими креветками, обсмаженими з часником.|Классический цезарь с тигровыми креветками, обжаренными с чесноком.|A classic Caesar with tiger prawns sautéed in garlic.',
      { old: 279 }),
    d('greek-salad', 179, 280, 'tomatoes cucumber bellPepper redOnion blackOlives feta oliveOil oregano', 'Грецький|Греческий|Greek Salad',
      'Соковиті томати, огірок, солодкий перець і маслини з фетою та оливковою олією.|Сочные томаты, огурец, сладкий перец и маслины с фетой и оливковым маслом.|Juicy tomatoes, cucumber, sweet pepper and olives with feta and olive oil.'),
    d('garden-salad', 149, 250, 'tomatoes cucumber bellPepper mixedGreens redOnion lemonDressing', 'Овочевий|Овощной|Garden Salad',
      'Свіжі сезонні овочі та мікс салатів з легкою лимонною заправкою.|Свежие сезонные овощи и микс салатов с лёгкой лимонной заправкой.|Fresh seasonal vegetables and mixed greens with a light lemon dressing.',
      { vegan: true }),
    d('nicoise', 219, 270, 'mixedGreens tuna greenBeans potatoes quailEggs cherry blackOlives mustardDressing', 'Нісуаз з тунцем|Нисуаз с тунцом|Tuna Niçoise',
      'Французька класика: тунець, стручкова квасоля, молода картопля, перепелині яйця й маслини.|Французская классика: тунец, стручковая фасоль, молодой картофель, перепелиные яйца и маслины.|A French classic: tuna, green beans, new potatoes, quail eggs and black olives.',
      { old: 249 }),
    d('arugula-shrimp', 239, 200, 'arugula tigerPrawns cherry parmesan balsamic', 'Рукола з креветками|Руккола с креветками|Arugula & Shrimp',
      'Пікантна рукола, тигрові креветки, черрі та пармезан з бальзамічним соусом.|Пикантная руккола, тигровые креветки, черри и пармезан с бальзамическим соусом.|Peppery arugula, tiger prawns, cherry tomatoes and parmesan with balsamic glaze.'),
    d('warm-veal-salad', 249, 240, 'mixedGreens veal bellPepper cherry sesame teriyaki', 'Теплий салат з телятиною|Тёплый салат с телятиной|Warm Veal Salad',
      'Ніжна телятина, обсмажена з солодким перцем у соусі теріякі, на подушці зі свіжої зелені.|Нежная телятина, обжаренная со сладким перцем в соусе терияки, на подушке из свежей зелени.|Tender veal stir-fried with sweet pepper in teriyaki sauce on a bed of fresh greens.'),
    d('quinoa-avocado', 219, 250, 'quinoa avocado cherry cucumber spinach pumpkinSeeds lemonDressing', 'Кіноа з авокадо|Киноа с авокадо|Quinoa & Avocado',
      'Поживний салат із кіноа, стиглим авокадо, шпинатом і гарбузовим насінням.|Питательный салат с киноа, спелым авокадо, шпинатом и тыквенными семечками.|A nourishing salad of quinoa, ripe avocado, spinach and pumpkin seeds.',
      { vegan: true, labels: ['NEW'] }),
    d('chickpea-salad', 189, 260, 'chickpeas zucchini eggplant bellPepper arugula lemonDressing', 'З нутом і печеними овочами|С нутом и печёными овощами|Roasted Veg & Chickpea',
      'Печені цукіні, баклажан і перець з нутом та руколою — ситно, яскраво й повністю рослинно.|Печёные цукини, баклажан и перец с нутом и рукколой — сытно, ярко и полностью растительно.|Roasted zucchini, eggplant and pepper with chickpeas and arugula — filling, vibrant and fully plant-based.',
      { vegan: true }),
    d('pear-gorgonzola-salad', 209, 220, 'mixedGreens pear gorgonzola walnuts honeyMustard', 'З грушею та горгонзолою|С грушей и горгонзолой|Pear & Gorgonzola',
      'Мікс салатів зі стиглою грушею, горгонзолою та карамелізованими волоськими горіхами.|Микс салатов со спелой грушей, горгонзолой и карамелизованными грецкими орехами.|Mixed greens with ripe pear, gorgonzola and caramelised walnuts.'),
    d('salmon-avocado', 249, 220, 'mixedGreens salmon avocado cucumber sesame lemonDressing', 'Лосось з авокадо|Лосось с авокадо|Salmon & Avocado',
      'Слабосолений лосось, авокадо й огірок на міксі салатів із кунжутом.|Слабосолёный лосось, авокадо и огурец на миксе салатов с кунжутом.|Lightly cured salmon, avocado and cucumber on mixed greens with sesame.'),
  ] },
  { slug: 'soups', name: 'Супи|Супы|Soups', image: 'soup', kind: 'soup', dishes: [
    d('mushroom-soup', 129, 300, 'mushrooms potatoes onion cream butter croutons', 'Крем-суп грибний|Крем-суп грибной|Mushroom Cream Soup',
      'Оксамитовий крем-суп із печериць на вершках, подаємо з хрусткими грінками.|Бархатный крем-суп из шампиньонов на сливках, подаём с хрустящими гренками.|Velvety cream of mushroom soup served with crunchy croutons.'),
    d('tomato-soup', 119, 300, 'tomatoes onion garlic basil oliveOil', 'Томатний суп з базиліком|Томатный суп с базиликом|Tomato Basil Soup',
      'Насичений суп із печених томатів з часником і базиліком. Повністю веганський.|Насыщенный суп из печёных томатов с чесноком и базиликом. Полностью веганский.|A rich soup of roasted tomatoes with garlic and basil. Fully vegan.',
      { vegan: true }),
    d('minestrone', 119, 320, 'zucchini carrot celery beans tomatoes smallPasta oliveOil', 'Мінестроне|Минестроне|Minestrone',
      'Італійський овочевий суп із квасолею, цукіні та дрібною пастою — легкий і ситний водночас.|Итальянский овощной суп с фасолью, цукини и мелкой пастой — лёгкий и сытный одновременно.|Italian vegetable soup with beans, zucchini and small pasta — light and filling at once.',
      { vegan: true }),
    d('cheese-soup', 139, 300, 'cheddar creamCheese potatoes bacon onion greens', 'Сирний суп з беконом|Сырный суп с беконом|Cheese & Bacon Soup',
      'Ніжний сирний суп з картоплею та хрустким беконом — зігріває в будь-яку погоду.|Нежный сырный суп с картофелем и хрустящим беконом — согревает в любую погоду.|Creamy cheese soup with potatoes and crispy bacon — warming in any weather.'),
    d('pumpkin-soup', 129, 300, 'pumpkin coconutMilk ginger onion pumpkinSeeds', 'Гарбузовий крем-суп|Тыквенный крем-суп|Pumpkin Cream Soup',
      'Яскравий крем-суп із запеченого гарбуза на кокосовому молоці з імбиром.|Яркий крем-суп из запечённой тыквы на кокосовом молоке с имбирём.|A bright soup of roasted pumpkin with coconut milk and ginger.',
      { vegan: true, labels: ['NEW'] }),
    d('chicken-noodle-soup', 109, 350, 'chickenBroth chicken eggNoodles carrot greens', 'Курячий бульйон з локшиною|Куриный бульон с лапшой|Chicken Noodle Soup',
      'Прозорий курячий бульйон з домашньою локшиною, куркою та зеленню — як у бабусі.|Прозрачный куриный бульон с домашней лапшой, курицей и зеленью — как у бабушки.|Clear chicken broth with homemade noodles, chicken and herbs — just like grandma’s.'),
  ] },
  { slug: 'pasta', name: 'Паста|Паста|Pasta', image: 'bowl', kind: 'pasta', dishes: [
    d('carbonara-pasta', 229, 320, 'spaghetti bacon eggYolk parmesan cream blackPepper', 'Спагеті карбонара|Спагетти карбонара|Spaghetti Carbonara',
      'Спагеті з хрустким беконом у ніжному соусі з жовтка, вершків і пармезану.|Спагетти с хрустящим беконом в нежном соусе из желтка, сливок и пармезана.|Spaghetti with crispy bacon in a silky sauce of egg yolk, cream and parmesan.',
      { labels: ['HIT'] }),
    d('bolognese', 219, 330, 'spaghetti groundBeef tomatoSauce onion carrot parmesan basil', 'Спагеті болоньєзе|Спагетти болоньезе|Spaghetti Bolognese',
      'Спагеті з густим мʼясним соусом, який томиться кілька годин, і тертим пармезаном.|Спагетти с густым мясным соусом, который томится несколько часов, и тёртым пармезаном.|Spaghetti with a rich meat sauce slow-cooked for hours and grated parmesan.'),
    d('chicken-alfredo', 239, 330, 'fettuccine chicken cream parmesan butter garlic', 'Фетучіні Альфредо з куркою|Феттучини Альфредо с курицей|Chicken Fettuccine Alfredo',
      'Стрічки фетучіні з ніжною куркою в кремовому соусі з вершкового масла й пармезану.|Ленты феттучини с нежной курицей в кремовом соусе из сливочного масла и пармезана.|Fettuccine ribbons with tender chicken in a creamy butter and parmesan sauce.'),
    d('four-cheese-penne', 229, 300, 'penne cream mozzarella parmesan gorgonzola cheddar', 'Пенне чотири сири|Пенне четыре сыра|Four Cheese Penne',
      'Пенне в густому соусі з чотирьох сирів — для тих, хто любить, щоб сиру було багато.|Пенне в густом соусе из четырёх сыров — для тех, кто любит, чтобы сыра было много.|Penne in a thick four-cheese sauce — for those who like plenty of cheese.'),
    d('seafood-spaghetti', 289, 330, 'spaghetti shrimp mussels squid cherry garlic tomatoSauce', 'Спагеті з морепродуктами|Спагетти с морепродуктами|Seafood Spaghetti',
      'Креветки, мідії й кальмари з томатами черрі та часником — паста з ароматом Середземноморʼя.|Креветки, мидии и кальмары с томатами черри и чесноком — паста с ароматом Средиземноморья.|Shrimp, mussels and squid with cherry tomatoes and garlic — pasta with a Mediterranean soul.',
      { old: 319 }),
    d('spaghetti-pesto', 199, 280, 'spaghetti pesto pineNuts cherry parmesan', 'Спагеті песто|Спагетти песто|Spaghetti Pesto',
      'Спагеті з соусом песто з базиліку, кедровими горіхами, черрі та пармезаном.|Спагетти с соусом песто из базилика, кедровыми орехами, черри и пармезаном.|Spaghetti with basil pesto, pine nuts, cherry tomatoes and parmesan.'),
    d('penne-arrabbiata', 189, 300, 'penne tomatoSauce garlic chili basil oliveOil', 'Пенне арабʼята|Пенне арабьята|Penne Arrabbiata',
      'Пенне в гострому томатному соусі з часником і чилі — проста італійська класика без продуктів тваринного походження.|Пенне в остром томатном соусе с чесноком и чили — простая итальянская классика без продуктов животного происхождения.|Penne in a fiery tomato sauce with garlic and chili — a simple Italian classic with no animal products.',
      { hot: true, vegan: true }),
    d('lasagne', 249, 350, 'lasagneSheets groundBeef tomatoSauce bechamel mozzarella parmesan', 'Лазанья болоньєзе|Лазанья болоньезе|Lasagne Bolognese',
      'Шари тонкої пасти, мʼясного соусу болоньєзе та бешамелю під золотистою сирною скоринкою.|Слои тонкой пасты, мясного соуса болоньезе и бешамеля под золотистой сырной корочкой.|Layers of thin pasta, meaty Bolognese and béchamel under a golden cheese crust.',
      { old: 279 }),
    d('salmon-tagliatelle', 289, 320, 'tagliatelle salmon cream spinach parmesan', 'Тальятеле з лососем|Тальятелле с лососем|Salmon Tagliatelle',
      'Тальятеле з ніжним лососем і шпинатом у вершковому соусі.|Тальятелле с нежным лососем и шпинатом в сливочном соусе.|Tagliatelle with delicate salmon and spinach in a cream sauce.'),
    d('mushroom-fettuccine', 209, 310, 'fettuccine mushrooms oysterMushrooms cream garlic parmesan truffleOil', 'Фетучіні з грибами|Феттучини с грибами|Mushroom Fettuccine',
      'Фетучіні з печерицями та гливами у вершковому соусі з ноткою трюфеля.|Феттучини с шампиньонами и вешенками в сливочном соусе с ноткой трюфеля.|Fettuccine with champignons and oyster mushrooms in a cream sauce with a hint of truffle.'),
    d('chicken-broccoli-penne', 219, 320, 'penne chicken broccoli cream garlic parmesan', 'Пенне з куркою та броколі|Пенне с курицей и брокколи|Chicken & Broccoli Penne',
      'Пенне з курячим філе та броколі в легкому вершково-часниковому соусі.|Пенне с куриным филе и брокколи в лёгком сливочно-чесночном соусе.|Penne with chicken and broccoli in a light garlic cream sauce.'),
  ] },
  { slug: 'desserts', name: 'Десерти|Десерты|Desserts', image: 'dessert', kind: 'dessert', dishes: [
    d('cheesecake', 139, 130, 'creamCheese shortbreadBase sugar eggs cream vanilla', 'Чізкейк Нью-Йорк|Чизкейк Нью-Йорк|New York Cheesecake',
      'Класичний щільний чізкейк на пісочній основі з ніжним вершковим смаком.|Классический плотный чизкейк на песочной основе с нежным сливочным вкусом.|Classic dense cheesecake on a shortbread base with a delicate creamy taste.',
      { labels: ['HIT'] }),
    d('strawberry-cheesecake', 149, 140, 'creamCheese shortbreadBase sugar eggs strawberries berrySauce', 'Полуничний чізкейк|Клубничный чизкейк|Strawberry Cheesecake',
      'Ніжний чізкейк зі свіжою полуницею та ягідним соусом.|Нежный чизкейк со свежей клубникой и ягодным соусом.|Creamy cheesecake with fresh strawberries and berry sauce.',
      { old: 169 }),
    d('tiramisu', 149, 140, 'mascarpone savoiardi espresso eggs sugar cocoa', 'Тірамісу|Тирамису|Tiramisu',
      'Повітряний крем маскарпоне й печиво савоярді, просочене еспресо, під шаром какао.|Воздушный крем маскарпоне и печенье савоярди, пропитанное эспрессо, под слоем какао.|Airy mascarpone cream and espresso-soaked savoiardi under a dusting of cocoa.'),
    d('brownie', 89, 90, 'darkChocolate butter sugar eggs flour walnuts', 'Брауні|Брауни|Brownie',
      'Шоколадний брауні з вологою серединкою та волоськими горіхами.|Шоколадный брауни с влажной серединкой и грецкими орехами.|Chocolate brownie with a fudgy centre and walnuts.'),
    d('panna-cotta', 109, 150, 'cream sugar vanilla gelatin berrySauce', 'Панакота з ягідним соусом|Панна-котта с ягодным соусом|Panna Cotta with Berry Sauce',
      'Ніжна вершкова панакота з ваніллю під кисло-солодким ягідним соусом.|Нежная сливочная панна-котта с ванилью под кисло-сладким ягодным соусом.|Silky vanilla panna cotta under a sweet-tart berry sauce.'),
    d('chocolate-fondant', 129, 110, 'darkChocolate butter eggs sugar flour', 'Шоколадний фондан|Шоколадный фондан|Chocolate Fondant',
      'Шоколадне тістечко з рідкою серединкою. Розігрійте 20 секунд у мікрохвильовці — і серединка знову потече.|Шоколадное пирожное с жидкой серединкой. Разогрейте 20 секунд в микроволновке — и серединка снова потечёт.|A chocolate cake with a molten centre. Warm it for 20 seconds in the microwave and the centre flows again.'),
    d('apple-strudel', 119, 150, 'filoDough apples cinnamon raisins walnuts sugar', 'Яблучний штрудель|Яблочный штрудель|Apple Strudel',
      'Тонке тісто з начинкою з яблук, кориці, родзинок і горіхів — як у віденській кавʼярні.|Тонкое тесто с начинкой из яблок, корицы, изюма и орехов — как в венской кофейне.|Thin pastry filled with apples, cinnamon, raisins and nuts — just like in a Viennese café.'),
    d('banana-dessert-pizza', 169, 350, 'dough hazelnutSpread banana mascarpone', 'Солодка піца з бананом|Сладкая пицца с бананом|Banana Dessert Pizza',
      'Десертна піца на тонкому тісті з горіховою пастою, бананом і маскарпоне — одна на всю компанію ласунів.|Десертная пицца на тонком тесте с ореховой пастой, бананом и маскарпоне — одна на всю компанию сладкоежек.|A dessert pizza on thin dough with hazelnut spread, banana and mascarpone — one to share with everyone who has a sweet tooth.',
      { pieces: 6, image: 'pizza' }),
    d('churros', 99, 150, 'flour sugar cinnamon sunflowerOil chocolateSauce', 'Чурос з шоколадним соусом|Чуррос с шоколадным соусом|Churros with Chocolate Sauce',
      'Хрусткі іспанські чурос у цукрі з корицею та густий шоколадний соус для вмочування.|Хрустящие испанские чуррос в сахаре с корицей и густой шоколадный соус для макания.|Crunchy Spanish churros in cinnamon sugar with a thick chocolate dipping sauce.',
      { pieces: 6 }),
    d('vegan-chocolate-mousse', 119, 120, 'darkChocolate coconutMilk cocoa agaveSyrup', 'Веганський шоколадний мус|Веганский шоколадный мусс|Vegan Chocolate Mousse',
      'Насичений шоколадний мус на кокосовому молоці — жодних вершків і яєць, лише какао та чорний шоколад.|Насыщенный шоколадный мусс на кокосовом молоке — никаких сливок и яиц, только какао и тёмный шоколад.|A rich chocolate mousse made with coconut milk — no cream or eggs, just cocoa and dark chocolate.',
      { vegan: true, labels: ['NEW'] }),
    d('vanilla-ice-cream', 79, 100, 'milk cream sugar vanilla', 'Морозиво ванільне, 2 кульки|Мороженое ванильное, 2 шарика|Vanilla Ice Cream, 2 scoops',
      'Дві кульки вершкового морозива з натуральною ваніллю.|Два шарика сливочного мороженого с натуральной ванилью.|Two scoops of creamy ice cream with real vanilla.'),
  ] },
  { slug: 'drinks', name: 'Напої|Напитки|Drinks', image: 'drink', kind: 'drink', dishes: [
    d('cola', 45, 500, 'sparklingWater sugar caramelColour phosphoricAcid flavourings caffeine', 'Кола 0,5 л|Кола 0,5 л|Cola 0.5 L',
      'Класична газована кола — найкраща компанія для гарячої піци. Подаємо охолодженою.|Классическая газированная кола — лучшая компания для горячей пиццы. Подаём охлаждённой.|Classic fizzy cola — the perfect partner for a hot pizza. Served chilled.',
      { vegan: true }),
    d('cola-1l', 69, 1000, 'sparklingWater sugar caramelColour phosphoricAcid flavourings caffeine', 'Кола 1 л|Кола 1 л|Cola 1 L',
      'Літрова пляшка класичної коли — саме на компанію з двох-трьох людей.|Литровая бутылка классической колы — как раз на компанию из двух-трёх человек.|A litre of classic cola — just right for two or three people.',
      { vegan: true, old: 79 }),
    d('cola-zero', 45, 500, 'sparklingWater caramelColour phosphoricAcid sweeteners flavourings caffeine', 'Кола без цукру 0,5 л|Кола без сахара 0,5 л|Zero Sugar Cola 0.5 L',
      'Той самий смак коли, але без цукру й калорій.|Тот же вкус колы, но без сахара и калорий.|The same cola taste with no sugar and no calories.',
      { vegan: true }),
    d('lemon-lime-soda', 45, 500, 'sparklingWater sugar lemonJuice limeJuice citricAcid flavourings', 'Лимонад лимон-лайм 0,5 л|Лимонад лимон-лайм 0,5 л|Lemon-Lime Soda 0.5 L',
      'Газований напій з яскравим цитрусовим смаком лимона й лайма.|Газированный напиток с ярким цитрусовым вкусом лимона и лайма.|A sparkling drink with a bright lemon and lime flavour.',
      { vegan: true }),
    d('orange-soda', 45, 500, 'sparklingWater sugar orangeJuice citricAcid flavourings', 'Апельсиновий лимонад 0,5 л|Апельсиновый лимонад 0,5 л|Orange Soda 0.5 L',
      'Солодкий газований напій зі смаком стиглого апельсина.|Сладкий газированный напиток со вкусом спелого апельсина.|A sweet sparkling drink tasting of ripe oranges.',
      { vegan: true }),
    d('still-water', 35, 500, 'drinkingWater', 'Вода негазована 0,5 л|Вода негазированная 0,5 л|Still Water 0.5 L',
      'Чиста питна вода без газу з артезіанської свердловини.|Чистая питьевая вода без газа из артезианской скважины.|Pure still drinking water from an artesian well.',
      { vegan: true }),
    d('sparkling-water', 39, 500, 'mineralWater', 'Вода мінеральна газована 0,5 л|Вода минеральная газированная 0,5 л|Sparkling Mineral Water 0.5 L',
      'Природна мінеральна вода з бадьорими бульбашками.|Природная минеральная вода с бодрящими пузырьками.|Natural mineral water with lively bubbles.',
      { vegan: true }),
    d('orange-juice', 99, 1000, 'orangeJuice', 'Сік апельсиновий 1 л|Сок апельсиновый 1 л|Orange Juice 1 L',
      'Стовідсотковий апельсиновий сік без доданого цукру.|Стопроцентный апельсиновый сок без добавленного сахара.|100% orange juice with no added sugar.',
      { vegan: true, old: 115 }),
    d('apple-juice', 89, 1000, 'appleJuice', 'Сік яблучний 1 л|Сок яблочный 1 л|Apple Juice 1 L',
      'Сік прямого віджиму з українських яблук — натуральний і ароматний.|Сок прямого отжима из украинских яблок — натуральный и ароматный.|Not-from-concentrate juice from Ukrainian apples — natural and fragrant.',
      { vegan: true }),
    d('cherry-nectar', 95, 1000, 'drinkingWater cherryPuree sugar citricAcid', 'Нектар вишневий 1 л|Нектар вишнёвый 1 л|Cherry Nectar 1 L',
      'Насичений вишневий нектар з приємною кислинкою.|Насыщенный вишнёвый нектар с приятной кислинкой.|A rich cherry nectar with a pleasant tartness.',
      { vegan: true }),
    d('mint-lime-lemonade', 89, 500, 'sparklingWater limeJuice mint sugar', 'Домашній лимонад мʼята-лайм 0,5 л|Домашний лимонад мята-лайм 0,5 л|Homemade Mint & Lime Lemonade 0.5 L',
      'Готуємо самі: свіжий лайм, мʼята й газована вода. Освіжає краще за будь-який кондиціонер.|Готовим сами: свежий лайм, мята и газированная вода. Освежает лучше любого кондиционера.|Made in-house: fresh lime, mint and sparkling water. More refreshing than any air conditioner.',
      { vegan: true, labels: ['NEW'] }),
    d('berry-lemonade', 89, 500, 'sparklingWater forestBerries lemonJuice sugar', 'Домашній ягідний лимонад 0,5 л|Домашний ягодный лимонад 0,5 л|Homemade Berry Lemonade 0.5 L',
      'Лісові ягоди, лимон і газована вода — яскравий лимонад, який ми готуємо самі.|Лесные ягоды, лимон и газированная вода — яркий лимонад, который мы готовим сами.|Forest berries, lemon and sparkling water — a vibrant lemonade we make ourselves.',
      { vegan: true }),
    d('cranberry-mors', 69, 500, 'drinkingWater cranberry sugar', 'Морс журавлиний 0,5 л|Морс клюквенный 0,5 л|Cranberry Mors 0.5 L',
      'Кисло-солодкий морс зі справжньої журавлини — освіжає й бадьорить.|Кисло-сладкий морс из настоящей клюквы — освежает и бодрит.|A sweet-and-tart drink made from real cranberries — refreshing and invigorating.',
      { vegan: true }),
    d('uzvar', 59, 500, 'drinkingWater driedFruit sugar', 'Узвар 0,5 л|Узвар 0,5 л|Uzvar 0.5 L',
      'Традиційний український напій із сушених яблук, груш і слив з легким димним ароматом.|Традиционный украинский напиток из сушёных яблок, груш и слив с лёгким дымным ароматом.|A traditional Ukrainian drink of dried apples, pears and plums with a light smoky aroma.',
      { vegan: true }),
    d('lemon-iced-tea', 55, 500, 'drinkingWater blackTea sugar lemonJuice', 'Холодний чай з лимоном 0,5 л|Холодный чай с лимоном 0,5 л|Lemon Iced Tea 0.5 L',
      'Охолоджений чорний чай з лимоном — легко освіжає й не перебиває смак піци.|Охлаждённый чёрный чай с лимоном — легко освежает и не перебивает вкус пиццы.|Chilled black tea with lemon — light, refreshing and never overpowers your pizza.',
      { vegan: true }),
    d('peach-iced-tea', 55, 500, 'drinkingWater blackTea sugar peachPuree', 'Холодний чай з персиком 0,5 л|Холодный чай с персиком 0,5 л|Peach Iced Tea 0.5 L',
      'Охолоджений чай із соковитим персиком — мʼякий і ніжно-солодкий.|Охлаждённый чай с сочным персиком — мягкий и нежно-сладкий.|Chilled tea with juicy peach — mellow and gently sweet.',
      { vegan: true }),
    d('vanilla-milkshake', 119, 400, 'milk iceCream vanilla', 'Молочний коктейль ванільний 0,4 л|Молочный коктейль ванильный 0,4 л|Vanilla Milkshake 0.4 L',
      'Густий коктейль із молока та вершкового морозива з ваніллю — десерт, який можна пити.|Густой коктейль из молока и сливочного мороженого с ванилью — десерт, который можно пить.|A thick shake of milk and creamy ice cream with vanilla — a dessert you can drink.'),
  ] },
];

/**
 * How search-engine texts are worded per kind. In templates {a} is the dish as an object (accusative),
 * {n} as a subject (nominative); capitals ({A}, {N}) start a sentence. The dish is named through a noun
 * ("піцу «Пепероні»") unless its name already holds one (plain); strip drops the noun from the name.
 */
// prettier-ignore
const KINDS: Record<Kind, { nom?: string; acc?: string; plain?: RegExp; strip?: RegExp; seo: string[] }> = {
  pizza: { nom: 'піца|пицца|pizza', acc: 'піцу|пиццу|pizza', strip: /\s+(піца|пицца|pizza)$/i, seo: [
    'Замовляйте {a} з доставкою додому чи в офіс — ми випікаємо її одразу після замовлення й привозимо гарячою в термосумці. Оплатити можна карткою онлайн або курʼєру при отриманні.|Закажите {a} с доставкой домой или в офис — мы выпекаем её сразу после заказа и привозим горячей в термосумке. Оплатить можно картой онлайн или курьеру при получении.|Order the {a} for delivery to your home or office: we bake it right after you order and bring it hot in a thermal bag. Pay by card online or to the courier on arrival.',
    '{N} з доставкою — це тісто ручного розтягування, щедра начинка й швидкий курʼєр. Оформіть замовлення на сайті чи в застосунку та стежте за доставкою онлайн. Додайте соус до бортика — так ще смачніше.|{N} с доставкой — это тесто ручной раскатки, щедрая начинка и быстрый курьер. Оформите заказ на сайте или в приложении и следите за доставкой онлайн. Добавьте соус к бортику — так ещё вкуснее.|The {n} with delivery means hand-stretched dough, a generous topping and a fast courier. Order on the website or in the app and track your delivery online. Add a dipping sauce for the crust — it’s even better that way.',
    'Хочете {a} на вечір? Замовте онлайн: готуємо зі свіжих інгредієнтів, а курʼєр привезе її гарячою просто до ваших дверей. Для великої компанії обирайте комбо — так вигідніше.|Хотите {a} на вечер? Закажите онлайн: готовим из свежих ингредиентов, а курьер привезёт её горячей прямо к вашей двери. Для большой компании выбирайте комбо — так выгоднее.|Craving the {a} tonight? Order online: we cook with fresh ingredients and the courier brings it hot right to your door. For a bigger group, pick a combo — it’s better value.',
  ] },
  combo: { seo: [
    'Замовте {a} з доставкою — це вигідніше, ніж брати страви окремо. Курʼєр привезе все одним замовленням, а гарячі страви — в термосумці.|Закажите {a} с доставкой — это выгоднее, чем брать блюда по отдельности. Курьер привезёт всё одним заказом, а горячие блюда — в термосумке.|Order the {a} for delivery — it costs less than buying the items separately. The courier brings everything in one order, with hot dishes packed in a thermal bag.',
    '{N} — готове рішення для вечірки, перегляду матчу чи обіду в офісі. Оформіть замовлення онлайн за кілька кліків, а ми подбаємо про швидку доставку.|{N} — готовое решение для вечеринки, просмотра матча или обеда в офисе. Оформите заказ онлайн в пару кликов, а мы позаботимся о быстрой доставке.|The {n} is a ready-made answer for a party, a match night or an office lunch. Order online in a few clicks and we’ll take care of fast delivery.',
  ] },
  side: { nom: 'закуска|закуска|', acc: 'закуску|закуску|', seo: [
    'Замовляйте {a} з доставкою разом із піцою — ідеально для компанії. Готуємо одразу після замовлення, щоб усе приїхало гарячим.|Заказывайте {a} с доставкой вместе с пиццей — идеально для компании. Готовим сразу после заказа, чтобы всё приехало горячим.|Order {a} for delivery together with your pizza — perfect for sharing. We cook right after you order so everything arrives hot.',
    'Додайте {a} до замовлення — смачно до піци, пива чи фільму. Доставляємо швидко, а соус можна обрати в кошику.|Добавьте {a} к заказу — вкусно к пицце, пиву или фильму. Доставляем быстро, а соус можно выбрать в корзине.|Add {a} to your order — tasty with pizza, beer or a movie. We deliver fast, and you can pick a dipping sauce in the cart.',
  ] },
  salad: { nom: 'салат|салат|salad', acc: 'салат|салат|salad', plain: /салат|salad/i, seo: [
    'Замовте {a} з доставкою — свіжу й легку страву до піци чи на обід. Ми збираємо салат безпосередньо перед відправкою, а заправку кладемо окремо, щоб зелень залишилася хрусткою.|Закажите {a} с доставкой — свежее и лёгкое блюдо к пицце или на обед. Мы собираем салат непосредственно перед отправкой, а заправку кладём отдельно, чтобы зелень осталась хрустящей.|Order the {a} for delivery — a fresh, light dish to go with pizza or for lunch. We assemble it right before dispatch and pack the dressing separately so the greens stay crisp.',
    '{N} з доставкою додому чи в офіс — корисний обід без зайвого клопоту. Оформіть замовлення онлайн, і курʼєр привезе його охолодженим і свіжим.|{N} с доставкой домой или в офис — полезный обед без лишних хлопот. Оформите заказ онлайн, и курьер привезёт его охлаждённым и свежим.|The {n} delivered to your home or office — a wholesome lunch with no fuss. Order online and the courier will bring it chilled and fresh.',
  ] },
  soup: { nom: 'суп|суп|soup', acc: 'суп|суп|soup', plain: /суп|бульй|бульон|soup/i, seo: [
    'Замовте {a} з доставкою — зігрівальну страву на обід чи вечерю. Ми наливаємо суп у герметичну упаковку, щоб він доїхав гарячим і без пригод.|Закажите {a} с доставкой — согревающее блюдо на обед или ужин. Мы разливаем суп в герметичную упаковку, чтобы он доехал горячим и без приключений.|Order {a} for delivery — a warming dish for lunch or dinner. We pack it in a sealed container so it arrives hot and spill-free.',
    '{N} з доставкою додому чи в офіс — домашній смак без клопоту біля плити. Додайте до замовлення часникові хлібці чи фокачу — і обід готовий.|{N} с доставкой домой или в офис — домашний вкус без хлопот у плиты. Добавьте к заказу чесночные хлебцы или фокаччу — и обед готов.|{N} delivered to your home or office — home-style taste without standing at the stove. Add garlic bread or focaccia to your order and lunch is sorted.',
  ] },
  pasta: { nom: 'паста|паста|', acc: 'пасту|пасту|', seo: [
    'Замовляйте {a} з доставкою — готуємо одразу після замовлення, тож соус не встигає захолонути. Привеземо її гарячою в термосумці: вам залишиться лише взяти виделку.|Заказывайте {a} с доставкой — готовим сразу после заказа, поэтому соус не успевает остыть. Привезём её горячей в термосумке: вам останется только взять вилку.|Order {a} for delivery — we cook it right after you order, so the sauce has no time to cool down. It arrives hot in a thermal bag: all you need is a fork.',
    '{N} з доставкою — ситний обід чи вечеря в італійському стилі без походу в ресторан. Замовляйте онлайн разом із піцою та салатом, а ми привеземо все одним замовленням.|{N} с доставкой — сытный обед или ужин в итальянском стиле без похода в ресторан. Заказывайте онлайн вместе с пиццей и салатом, а мы привезём всё одним заказом.|{N} delivered — a hearty Italian-style lunch or dinner without going to a restaurant. Order online together with pizza and a salad, and we’ll bring everything in one go.',
  ] },
  dessert: { nom: 'десерт|десерт|', acc: 'десерт|десерт|', seo: [
    'Замовте {a} з доставкою — солодке завершення піца-вечора. Ми дбайливо пакуємо десерти, щоб вони доїхали цілими та красивими.|Закажите {a} с доставкой — сладкое завершение пицца-вечера. Мы бережно упаковываем десерты, чтобы они доехали целыми и красивыми.|Order {a} for delivery — a sweet finish to your pizza night. We pack desserts carefully so they arrive intact and looking great.',
    '{N} з доставкою — приємний бонус до піци чи самостійний привід для кави. Додайте його до кошика, і курʼєр привезе солодке разом з основним замовленням.|{N} с доставкой — приятный бонус к пицце или самостоятельный повод для кофе. Добавьте его в корзину, и курьер привезёт сладкое вместе с основным заказом.|{N} delivered — a nice treat after pizza or a reason for a coffee break on its own. Add it to your cart and the courier will bring it with the rest of your order.',
  ] },
  drink: { nom: 'напій|напиток|', acc: 'напій|напиток|', seo: [
    'Замовте {a} з доставкою разом із піцою — привеземо його охолодженим. Напої можна додати до будь-якого замовлення, тож не доведеться бігти до магазину.|Закажите {a} с доставкой вместе с пиццей — привезём его охлаждённым. Напитки можно добавить к любому заказу, так что не придётся бежать в магазин.|Order {a} for delivery along with your pizza — we’ll bring it chilled. Drinks can be added to any order, so there’s no need to run to the shop.',
    '{N} освіжає та чудово смакує з піцою й закусками. Додайте його до кошика, і курʼєр привезе напій разом із замовленням.|{N} освежает и отлично сочетается с пиццей и закусками. Добавьте его в корзину, и курьер привезёт напиток вместе с заказом.|{N} is refreshing and goes great with pizza and snacks. Add it to your cart and the courier will bring it with your order.',
  ] },
  addon: { seo: [
    'Додайте {a} до піци чи закусок під час оформлення замовлення. Привеземо разом із замовленням у герметичній упаковці.|Добавьте {a} к пицце или закускам при оформлении заказа. Привезём вместе с заказом в герметичной упаковке.|Add {a} to your pizza or snacks at checkout. It comes with your order in a sealed container.',
  ] },
};

const LANG_INDEX: Record<Language, 0 | 1 | 2> = { uk: 0, ru: 1, en: 2 };
const BIG_SUFFIX = tri(' 40 см| 40 см| 40 cm');
const BIG_NOTE = tri(
  ' Велика піца 40 см — вистачить на компанію з 3–4 людей.| Большая пицца 40 см — хватит на компанию из 3–4 человек.| The large 40 cm size feeds 3–4 people.',
);

function tri(s: string): Tri {
  const parts = s.split('|');
  if (parts.length !== 3) throw new Error(`pizza catalogue: expected "uk|ru|en", got "${s}"`);
  return [parts[0]!, parts[1]!, parts[2]!];
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const map3 = (f: (i: 0 | 1 | 2) => string): Tri => [f(0), f(1), f(2)];

function composition(spec: string): Tri {
  if (spec.includes('|')) return map3((i) => cap(tri(spec)[i]));
  const items = spec.split(/\s+/).map((key) => {
    const text = INGREDIENTS[key];
    if (!text) throw new Error(`pizza catalogue: unknown ingredient "${key}"`);
    return tri(text);
  });
  return map3((i) => cap(items.map((t) => t[i]).join(', ')));
}

function seoText(kind: Kind, name: Tri, variant: number): Tri {
  const { nom, acc, plain, strip, seo } = KINDS[kind];
  const template = tri(seo[variant % seo.length]!);
  const subject = (nouns: string | undefined, i: 0 | 1 | 2) => {
    const noun = nouns ? tri(nouns)[i] : '';
    const n = strip ? name[i].replace(strip, '') : name[i];
    if (!noun || plain?.test(n)) return i === 2 ? n : `«${n}»`;
    return i === 2 ? `${n} ${noun}` : `${noun} «${n}»`;
  };
  return map3((i) => {
    const [a, n] = [subject(acc, i), subject(nom, i)];
    return template[i]
      .replaceAll('{a}', a)
      .replaceAll('{A}', cap(a))
      .replaceAll('{n}', n)
      .replaceAll('{N}', cap(n));
  });
}

/** A dish and, when it has one, its 40 cm version right after it. */
function withSizes(x: Dish): Dish[] {
  if (!x.big) return [x];
  const [price, weight, old] = x.big;
  const name = tri(x.name);
  const desc = tri(x.desc);
  const big: Dish = {
    slug: `${x.slug}-40`,
    price,
    weight,
    comp: x.comp,
    name: map3((i) => name[i] + BIG_SUFFIX[i]).join('|'),
    desc: map3((i) => desc[i] + BIG_NOTE[i]).join('|'),
    persons: 3,
    ...(old ? { old } : {}),
    ...(x.hot ? { hot: true } : {}),
    ...(x.vegan ? { vegan: true } : {}),
  };
  return [x, big];
}

function addonLinks(kind: Kind, x: Dish, veganAddons: Set<string>): DemoAddonLink[] | undefined {
  const sauces = (max: number) => SAUCES.map((s): [string, number] => [s, max]);
  let caps: [string, number][] =
    kind === 'pizza'
      ? [...sauces(5), ['extra-mozzarella', 3]]
      : kind === 'side'
        ? sauces(3)
        : kind === 'combo'
          ? sauces(10)
          : [];
  if (kind === 'pizza' && x.vegan) caps = caps.filter(([s]) => veganAddons.has(s));
  const free = x.free ?? {};
  for (const slug of Object.keys(free)) {
    if (!caps.some(([s]) => s === slug))
      throw new Error(`pizza catalogue: ${x.slug} gets a free ${slug} it cannot order`);
  }
  const links = caps.map(([addonSlug, max]) => {
    const freeCount = free[addonSlug] ?? 0;
    return { addonSlug, freeCount, maxCount: Math.max(max, freeCount) };
  });
  return links.length ? links : undefined;
}

/* ------------------------------------------------------------------ option groups (issue 19) */

/** pizzas that are not round pizzas of a size: a folded calzone */
const NO_SIZES = new Set(['calzone']);
/** the pizza that offers half-and-half, and the pizzas its second half may be (+ price in UAH) */
const HALF_AND_HALF = 'pepperoni';
const SECOND_HALVES: Array<[slug: string, extra: number]> = [
  ['margherita', 0],
  ['four-cheese', 30],
  ['hawaiian', 0],
  ['barbecue', 50],
  ['meat-lovers', 80],
];
/** sets whose drinks are chosen: [group name, options as [drink slug, extra UAH]][] */
// prettier-ignore
const COMBO_DRINKS: Record<string, Array<[name: string, drinks: Array<[slug: string, extra: number]>]>> = {
  'lunch-combo': [
    ['Перший напій|Первый напиток|First drink', [['cola', 0], ['cola-zero', 0], ['lemon-lime-soda', 0], ['orange-soda', 0], ['still-water', 0]]],
    ['Другий напій|Второй напиток|Second drink', [['cola', 0], ['cola-zero', 0], ['lemon-lime-soda', 0], ['orange-soda', 0], ['still-water', 0]]],
  ],
  'combo-for-two': [
    ['Напій|Напиток|Drink', [['cola-1l', 0], ['orange-juice', 30], ['apple-juice', 20], ['cherry-nectar', 26]]],
  ],
};

function optionGroupsOf(kind: Kind, x: Dish, loc: (t: Tri) => Localized): DemoOptionGroup[] | undefined {
  const groups: DemoOptionGroup[] = [];
  const isBig = x.slug.endsWith('-40');
  if (kind === 'pizza' && !NO_SIZES.has(x.slug)) {
    if (!isBig) {
      // the 40 cm price of its own product when it has one, else about half as much again
      const extra = x.big ? x.big[0] - x.price : Math.round((x.price * 0.5) / 10) * 10;
      groups.push({
        name: loc(tri('Розмір|Размер|Size')),
        minChoices: 1,
        maxChoices: 1,
        options: [
          { name: loc(tri('30 см|30 см|30 cm')), price: 0, isDefault: true },
          { name: loc(tri('40 см|40 см|40 cm')), price: extra * 100 },
        ],
      });
    }
    groups.push({
      name: loc(tri('Борт|Борт|Crust')),
      minChoices: 0,
      maxChoices: 1,
      options: [
        { name: loc(tri('Класичний|Классический|Classic')), price: 0, isDefault: true },
        { name: loc(tri('Тонкий|Тонкий|Thin')), price: 0 },
        // no cheese for a vegan pizza
        ...(x.vegan
          ? []
          : [
              {
                name: loc(tri('Сирний борт|Сырный борт|Cheese-filled crust')),
                price: (isBig ? 79 : 59) * 100,
              },
            ]),
      ],
    });
    if (x.slug === HALF_AND_HALF)
      groups.push({
        name: loc(tri('Друга половинка|Вторая половинка|Second half')),
        minChoices: 0,
        maxChoices: 1,
        options: SECOND_HALVES.map(([slug, extra]) => ({
          name: loc(tri(PIZZA_NAMES[slug] ?? slug)),
          price: extra * 100,
          linkedSlug: slug,
        })),
      });
  }
  for (const [name, drinks] of COMBO_DRINKS[x.slug] ?? [])
    groups.push({
      name: loc(tri(name)),
      minChoices: 1,
      maxChoices: 1,
      options: drinks.map(([slug, extra], i) => ({
        name: loc(tri(DRINK_NAMES[slug] ?? slug)),
        price: extra * 100,
        linkedSlug: slug,
        ...(i === 0 ? { isDefault: true } : {}),
      })),
    });
  return groups.length ? groups : undefined;
}

const nameBySlug = (kind: Kind) =>
  Object.fromEntries(
    SECTIONS.filter((sec) => sec.kind === kind).flatMap((sec) => sec.dishes.map((x) => [x.slug, x.name])),
  ) as Record<string, string>;
const PIZZA_NAMES = nameBySlug('pizza');
const DRINK_NAMES = nameBySlug('drink');

export function buildPizzaCatalogue(opts: { languages: Language[]; articlePrefix: string }): DemoCatalogue {
  const { languages, articlePrefix } = opts;
  const loc = (t: Tri): Localized => {
    const out: Localized = {};
    for (const l of languages) out[l] = t[LANG_INDEX[l]];
    return out;
  };
  const veganAddons = new Set(ADDONS.filter((a) => a.vegan).map((a) => a.slug));

  const toProduct = (x: Dish, kind: Kind, image: ImageKind, number: number, variant: number): DemoProduct => {
    const name = tri(x.name);
    const labels = new Set<ProductLabel>(x.labels);
    if (x.hot) labels.add('SPICY');
    if (x.vegan && kind !== 'drink' && kind !== 'addon') labels.add('VEGAN');
    if (x.old) labels.add('DISCOUNT');
    const pieces = x.pieces === undefined ? (kind === 'pizza' ? 8 : undefined) : x.pieces;
    const addons = addonLinks(kind, x, veganAddons);
    const optionGroups = optionGroupsOf(kind, x, loc);
    return {
      slug: x.slug,
      article: `${articlePrefix}-${String(number).padStart(4, '0')}`,
      name: loc(name),
      description: loc(tri(x.desc)),
      composition: loc(composition(x.comp)),
      seoText: loc(seoText(kind, name, variant)),
      weightGrams: x.weight,
      ...(pieces ? { pieces } : {}),
      ...(x.persons ? { persons: x.persons } : {}),
      price: x.price * 100,
      ...(x.old ? { oldPrice: x.old * 100 } : {}),
      ...(x.hot ? { isHot: true } : {}),
      ...(x.vegan ? { isVegan: true } : {}),
      ...(labels.size ? { labels: [...labels] } : {}),
      image: x.image ?? image,
      ...(x.from ? { availableFrom: x.from } : {}),
      ...(x.to ? { availableTo: x.to } : {}),
      ...(addons ? { addons } : {}),
      ...(optionGroups ? { optionGroups } : {}),
    };
  };

  const categories: DemoCategory[] = SECTIONS.map((sec, ci) => ({
    slug: sec.slug,
    name: loc(tri(sec.name)),
    ...(sec.isDefault ? { isDefault: true } : {}),
    image: sec.image,
    products: sec.dishes
      .flatMap(withSizes)
      .map((x, i) => toProduct(x, sec.kind, sec.image, 1001 + ci * 100 + i, i)),
  }));
  const addons = ADDONS.map((x, i) => toProduct(x, 'addon', 'sauce', 9001 + i, i));
  return { categories, addons };
}
