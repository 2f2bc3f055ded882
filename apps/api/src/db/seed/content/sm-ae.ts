/**
 * Demo marketing content of Sushi Moon UAE (sm-ae): banners, promotions, reviews, legal pages and
 * city areas, in English. Fictional brand and legal entity.
 */
import type {
  DemoBanner,
  DemoFeedback,
  DemoMarketing,
  DemoPromotion,
  DemoSiteTexts,
  Localized,
} from '../types.js';

const banners: DemoBanner[] = [
  {
    key: 'sm-ae-weekend-sets',
    title: { en: '20% off sets every weekend' },
    subtitle: { en: 'Saturday and Sunday: bigger sets, smaller bill' },
    link: '/promotions/weekend-sets',
  },
  {
    key: 'sm-ae-free-delivery',
    title: { en: 'Free delivery with FREEDEL' },
    subtitle: { en: 'Enter the code at checkout and delivery is on us' },
    link: '/promotions/free-delivery',
  },
  {
    key: 'sm-ae-baked-rolls',
    title: { en: 'New: baked rolls' },
    subtitle: { en: 'Creamy cheese sauce, a golden crust and salmon, eel or crab inside' },
    link: '/menu/baked-rolls',
  },
  {
    key: 'sm-ae-abu-dhabi',
    title: { en: 'Abu Dhabi: 15% off new dishes' },
    subtitle: { en: 'Now cooking on the Corniche and on Al Reem Island' },
    link: '/promotions/abu-dhabi-launch',
    citySlug: 'abu-dhabi',
  },
];

const promotions: DemoPromotion[] = [
  {
    slug: 'welcome-10',
    title: { en: 'Welcome offer: 10% off with code DEMO10' },
    body: {
      en: `<p>New to Sushi Moon? Start with a discount: enter <strong>DEMO10</strong> at checkout and we'll take 10% off your order.</p>
<ul>
<li>Valid on every order of AED 50 or more.</li>
<li>The discount applies to food and drinks; the delivery fee is charged separately.</li>
<li>Valid in Dubai and Abu Dhabi, for delivery and pick-up.</li>
<li>Cannot be combined with other promo codes.</li>
</ul>
<p>Not sure where to start? Our best-sellers are just below.</p>`,
    },
    promoCode: 'DEMO10',
    products: 'HITS',
    startsAt: '2026-09-01T00:00:00+04:00',
    endsAt: null,
  },
  {
    slug: 'weekend-sets',
    title: { en: '20% off sets every weekend' },
    body: {
      en: `<p>Weekends are for getting together, so every Saturday and Sunday all Sushi Moon sets are 20% off.</p>
<ul>
<li>Valid on Saturdays and Sundays from 10:00 to 23:00 in Dubai and Abu Dhabi.</li>
<li>Menu prices already include the discount — no code needed.</li>
<li>For delivery and pick-up.</li>
<li>Cannot be combined with promo codes.</li>
</ul>
<p>Pick a set for two for a quiet night in, or a big one for the whole crowd. We'll add chopsticks, ginger and wasabi for every guest.</p>`,
    },
    products: 'SETS',
    startsAt: '2026-09-05T00:00:00+04:00',
    endsAt: '2027-03-28T23:59:59+04:00',
    automaticDiscount: {
      categorySlug: 'sets',
      percent: 20,
      daysOfWeek: [6, 7],
      startsTime: '10:00',
      endsTime: '23:00',
      combinesWithPromoCodes: false,
    },
  },
  {
    slug: 'free-delivery',
    title: { en: 'Free delivery with code FREEDEL' },
    body: {
      en: `<p>Lunch at your desk or dinner on the sofa: enter <strong>FREEDEL</strong> at checkout and delivery is on us, whatever the order value.</p>
<ul>
<li>Valid in all our delivery zones in Dubai and Abu Dhabi.</li>
<li>The minimum order for your zone still applies — you'll see it in the cart.</li>
<li>Cannot be combined with other promo codes, but works with discounted menu prices.</li>
</ul>
<p>Without a code, delivery is free on orders from AED 100 in the inner zone and from AED 150 in the outer zone. See <a href="/delivery">delivery zones and times</a> for details.</p>
<p>In the mood for something warm? Our wok, soups and other hot dishes are below.</p>`,
    },
    promoCode: 'FREEDEL',
    products: 'HOT',
    startsAt: '2026-10-01T00:00:00+04:00',
    endsAt: '2027-04-30T23:59:59+04:00',
  },
  {
    slug: 'plant-based-mondays',
    title: { en: 'Plant-based Mondays: 15% off vegan dishes' },
    body: {
      en: `<p>Start the week light. Every Monday, vegan rolls, salads and wok dishes are 15% off — crunchy vegetables, avocado, tofu and our sesame dressing, with no fish, seafood, eggs, dairy or honey.</p>
<ul>
<li>Valid on Mondays from 10:00 to 23:00 in Dubai and Abu Dhabi.</li>
<li>The discount is already in the menu price — no code needed.</li>
<li>Vegan dishes are prepared in kitchens that also handle fish, shellfish and sesame.</li>
</ul>
<p>All dishes taking part are listed below.</p>`,
    },
    products: 'VEGAN',
    startsAt: '2026-11-02T00:00:00+04:00',
    endsAt: '2027-05-31T23:59:59+04:00',
  },
  {
    slug: 'abu-dhabi-launch',
    title: { en: 'Abu Dhabi: 15% off our new dishes' },
    body: {
      en: `<p>Sushi Moon is now cooking on the Corniche and on Al Reem Island. To celebrate, every new dish on the menu is 15% off for Abu Dhabi orders.</p>
<ul>
<li>Valid for delivery and pick-up in Abu Dhabi only.</li>
<li>Runs from 15 October 2026 to 31 January 2027.</li>
<li>The discount is already in the menu price — no code needed.</li>
</ul>
<p>Try the new baked rolls and tell us what you think: your reviews decide which dishes stay on the menu.</p>`,
    },
    products: 'NEW',
    startsAt: '2026-10-15T00:00:00+04:00',
    endsAt: '2027-01-31T23:59:59+04:00',
    citySlug: 'abu-dhabi',
  },
];

const feedbacks: DemoFeedback[] = [
  {
    authorName: 'Sara M.',
    language: 'en',
    score: 5,
    comment:
      'Ordered the salmon set to our apartment in Dubai Marina and it arrived in 35 minutes, perfectly packed. The rice was still slightly warm, just as it should be.',
    daysAgo: 0,
    citySlug: 'dubai',
  },
  {
    authorName: 'Ahmed K.',
    language: 'en',
    score: 5,
    comment:
      'Finally proper baked rolls in Abu Dhabi. The eel one is addictive — crispy on top and not too heavy.',
    daysAgo: 1,
    citySlug: 'abu-dhabi',
  },
  {
    authorName: 'Priya S.',
    language: 'en',
    score: 4,
    comment:
      'Great quality fish and generous portions. I would love a few more vegetarian options, but the avocado maki was lovely.',
    reply: 'Thank you, Priya! Our plant-based Monday menu has a few new vegan rolls — we hope you like them.',
    daysAgo: 3,
    citySlug: 'dubai',
  },
  {
    authorName: 'James W.',
    language: 'en',
    score: 2,
    comment:
      "Waited almost 90 minutes for a delivery to JLT on a Friday evening. The rider couldn't find the tower entrance and the miso soup arrived cold.",
    reply:
      "James, we're really sorry about the wait and the cold soup. Friday evenings in JLT were busier than we planned for, so we've added riders for that slot and updated the entrance notes for your cluster. We've credited the delivery fee and the soup to your account.",
    daysAgo: 5,
    citySlug: 'dubai',
  },
  {
    authorName: 'Fatima A.',
    language: 'en',
    score: 5,
    comment:
      'Ordered for a family gathering and everything arrived on time, neatly labelled for each person. The kids loved the crab gunkan.',
    daysAgo: 6,
    citySlug: 'dubai',
  },
  {
    authorName: 'Omar H.',
    language: 'en',
    score: 5,
    comment:
      'Delivery to Al Reem took 30 minutes. Fresh tuna nigiri, clean flavours, and a nice extra portion of ginger.',
    daysAgo: 8,
    citySlug: 'abu-dhabi',
  },
  {
    authorName: 'Elena P.',
    language: 'en',
    score: 4,
    comment:
      'Tasty rolls and a friendly rider. The tempura had gone a bit soft by the time it reached Business Bay, but the flavour was great.',
    daysAgo: 10,
    citySlug: 'dubai',
  },
  {
    authorName: 'Rahul N.',
    language: 'en',
    score: 5,
    comment: "Best value sushi set I've found in Downtown. With 20% off at the weekend it's a no-brainer.",
    daysAgo: 12,
    citySlug: 'dubai',
  },
  {
    authorName: 'Chloe B.',
    language: 'en',
    score: 3,
    comment:
      'The food was good, but the chopsticks and soy sauce were missing, even though I had specifically added them at checkout.',
    reply:
      'Chloe, apologies for the missing chopsticks and soy sauce — that should not happen. Our Abu Dhabi team now checks every bag against the receipt before it leaves the kitchen, and there is a credit on your account for your next order.',
    daysAgo: 14,
    citySlug: 'abu-dhabi',
  },
  {
    authorName: 'Mohammed R.',
    language: 'en',
    score: 5,
    comment: 'The spicy tuna roll has just the right amount of heat. Ordered it twice this week already.',
    daysAgo: 16,
    citySlug: 'dubai',
  },
  {
    authorName: 'Aisha Y.',
    language: 'en',
    score: 5,
    comment:
      'I left a note about my sesame allergy and they actually called to double-check which rolls were safe. Very reassuring.',
    daysAgo: 19,
    citySlug: 'abu-dhabi',
  },
  {
    authorName: 'Daniel F.',
    language: 'en',
    score: 4,
    comment: 'Solid sushi at fair prices for Dubai. My only wish is to see the rider on a map while I wait.',
    daysAgo: 22,
    citySlug: 'dubai',
  },
  {
    authorName: 'Nadia L.',
    language: 'en',
    score: 5,
    comment:
      'Ordered chicken wok noodles for lunch at the office in DIFC. Hot, generous, and at my desk in 25 minutes.',
    daysAgo: 25,
    citySlug: 'dubai',
  },
  {
    authorName: 'Khalid S.',
    language: 'en',
    score: 2,
    comment:
      'The order came 50 minutes late to Saadiyat and two of the rolls were squashed. Customer service did answer quickly, though.',
    reply:
      "Khalid, thank you for letting us know, and we're sorry about the delay and the damaged rolls. Saadiyat is at the edge of our delivery zone, so we've changed how we route those orders and now use sturdier boxes for large sets. A refund for the two rolls is on its way to your card.",
    daysAgo: 28,
    citySlug: 'abu-dhabi',
  },
  {
    authorName: 'Hannah G.',
    language: 'en',
    score: 5,
    comment:
      "The vegan set is honestly one of the best I've had: pickled radish, avocado, cucumber and a great sesame dressing.",
    daysAgo: 31,
    citySlug: 'dubai',
  },
  {
    authorName: 'Yousef A.',
    language: 'en',
    score: 5,
    comment: 'Fast delivery to Al Maryah Island and everything was fresh. Will definitely order again.',
    daysAgo: 34,
    citySlug: 'abu-dhabi',
  },
  {
    authorName: 'Marco D.',
    language: 'en',
    score: 4,
    comment:
      'Very good salmon; the rice could be seasoned a little more. The packaging is excellent, nothing leaked.',
    daysAgo: 38,
    citySlug: 'dubai',
  },
  {
    authorName: 'Leila T.',
    language: 'en',
    score: 5,
    comment:
      "First order after a friend recommended you. Everything was fresh and beautifully packed — we'll be regulars.",
    daysAgo: 42,
    citySlug: 'dubai',
  },
  {
    authorName: 'Sanjay P.',
    language: 'en',
    score: 5,
    comment: 'Great miso soup, properly hot and well sealed. The salmon salad was a nice surprise too.',
    daysAgo: 47,
    citySlug: 'abu-dhabi',
  },
  {
    authorName: 'Victoria K.',
    language: 'en',
    score: 3,
    comment:
      'The rolls were tasty, but the sauce on the baked rolls had split by the time they got to Jumeirah. Not the prettiest dinner.',
    reply:
      'Victoria, thank you for the honest feedback. We have adjusted the baking time and now pack baked rolls in vented boxes so the sauce holds up on longer trips. There is a credit waiting in your account — we hope you will give them another try.',
    daysAgo: 52,
    citySlug: 'dubai',
  },
  {
    authorName: 'Ali M.',
    language: 'en',
    score: 5,
    comment:
      'Consistently good for months now. The rider always calls before arriving, which really helps with our building security.',
    daysAgo: 58,
    citySlug: 'dubai',
  },
  {
    authorName: 'Grace O.',
    language: 'en',
    score: 5,
    comment:
      'Ordered a party set for ten to our office on the Corniche. It arrived on time to the minute and everyone was impressed.',
    daysAgo: 64,
    citySlug: 'abu-dhabi',
  },
  {
    authorName: 'Tariq B.',
    language: 'en',
    score: 4,
    comment: 'Good food, slightly pricey, but the portions are honest. The mochi for dessert were a hit.',
    daysAgo: 71,
    citySlug: 'dubai',
  },
  {
    authorName: 'Natalia S.',
    language: 'en',
    score: 5,
    comment: 'Tastes exactly like the Sushi Moon I used to order back in Kyiv. So happy you opened in Dubai!',
    reply: 'Natalia, that means a lot to us — same recipes, same team spirit. Welcome back!',
    daysAgo: 79,
    citySlug: 'dubai',
  },
  {
    authorName: 'Mariam F.',
    language: 'en',
    score: 5,
    comment:
      'Quick and friendly support: I entered the wrong apartment number and they fixed it within minutes.',
    daysAgo: 88,
    citySlug: 'abu-dhabi',
  },
  {
    authorName: 'Ben C.',
    language: 'en',
    score: 5,
    comment:
      'The spicy salmon gunkan is the best thing on the menu. Delivered to Palm Jumeirah in 40 minutes.',
    daysAgo: 97,
    citySlug: 'dubai',
  },
  {
    authorName: 'Rania H.',
    language: 'en',
    score: 4,
    comment:
      'Lovely sushi. It would be nice if free delivery started from a lower amount for those of us further from the kitchen.',
    daysAgo: 110,
    citySlug: 'abu-dhabi',
  },
  {
    authorName: 'Kevin L.',
    language: 'en',
    score: 5,
    comment:
      'Picked up my order on the way home from work — it was ready exactly when promised, still perfectly chilled.',
    daysAgo: 128,
    citySlug: 'dubai',
  },
  {
    authorName: 'Zainab R.',
    language: 'en',
    score: 5,
    comment:
      'Lovely team. I emailed about a missing drink and they refunded it the same day without any fuss.',
    daysAgo: 150,
  },
  {
    authorName: 'Ivan P.',
    language: 'en',
    score: 5,
    comment: 'The salmon nigiri melts in your mouth. My go-to for a Friday night in.',
    daysAgo: 176,
    citySlug: 'dubai',
  },
];

const OFFER_EN = `<h2>1. About these terms</h2>
<p>These terms of sale are a public offer by Sushi Moon Restaurants LLC ("we", "Sushi Moon") to sell and deliver ready-to-eat food and drinks under the Sushi Moon brand in the United Arab Emirates. By placing an order on this website or by phone, you ("the customer") accept these terms in full.</p>
<p>We may update these terms from time to time. The version published on the website when you place an order applies to that order.</p>
<h2>2. What we sell</h2>
<p>We prepare the dishes and drinks you choose from the menu and hand them over to you by delivery or at pick-up. Ingredients, weights and photos are shown in the menu; the dish you receive may look slightly different from the photo.</p>
<h2>3. Ordering</h2>
<p>You can order on the website or by calling <a href="tel:+97145550199">+971 4 555 0199</a>. Please give your name, mobile number, full delivery address (building, apartment or villa number) or the restaurant for pick-up, the preferred time and the payment method. We confirm every order by SMS, and our team will call you if anything needs clarifying.</p>
<p>You can change or cancel an order free of charge until the kitchen starts preparing it — please call us as soon as possible.</p>
<h2>4. Prices and payment</h2>
<p>Prices are in UAE dirhams (AED) and include 5% VAT. The price is fixed when you place the order. Promotions and promo codes cannot be combined unless the promotion says otherwise. We accept:</p>
<ul>
<li>card payments online, Apple Pay and Google Pay;</li>
<li>Binance Pay;</li>
<li>card or cash on delivery and at pick-up.</li>
</ul>
<p>A tax invoice is issued for every order.</p>
<h2>5. Delivery and pick-up</h2>
<p>We deliver within our delivery zones in Dubai and Abu Dhabi. Delivery usually takes 45 to 70 minutes depending on the zone, traffic and weather; the estimate is shown at checkout. Delivery fees, minimum order values and free delivery thresholds depend on the zone — see <a href="/delivery">Delivery and payment</a>.</p>
<p>Please check your order when you receive it. If we cannot reach you within 15 minutes of the rider's arrival, the order may be cancelled and food already prepared will not be refunded. If you live in a tower or a gated community, please make sure security will let the rider in.</p>
<p>Pick-up orders are kept at the restaurant for 30 minutes after the ready time.</p>
<h2>6. Quality, refunds and complaints</h2>
<p>For food safety reasons, prepared food of proper quality cannot be returned or exchanged. If something is missing, wrong or not up to standard, tell us on the day of delivery by phone or at <a href="mailto:hello@sushimoon-uae.example">hello@sushimoon-uae.example</a>, ideally with a photo. We will replace the dish, bring what is missing or refund it. Card refunds reach your account within 5 to 10 working days, depending on your bank.</p>
<p>Sushi and rolls should be eaten soon after delivery and must not be left at room temperature for more than 2 hours, and for less in hot weather. Our kitchens handle fish, shellfish, sesame, soy, gluten, eggs and dairy; if you have an allergy, check the ingredients or ask our team before ordering.</p>
<h2>7. Personal data</h2>
<p>We process your personal data in line with Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data, as described in the Privacy Policy published on this website.</p>
<h2>8. Governing law</h2>
<p>These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai. Nothing in them limits your rights under UAE consumer protection law.</p>
<h2>9. Seller</h2>
<ul>
<li>Sushi Moon Restaurants LLC, trade licence No. 1122334 (Dubai)</li>
<li>Office 1204, Sheikh Zayed Road, Dubai, United Arab Emirates</li>
<li>Phone: <a href="tel:+97145550199">+971 4 555 0199</a>, email: <a href="mailto:hello@sushimoon-uae.example">hello@sushimoon-uae.example</a></li>
</ul>`;

const PRIVACY_EN = `<p>This policy explains how Sushi Moon Restaurants LLC ("Sushi Moon", "we") collects, uses and protects the personal data of our website visitors and customers. We process personal data in line with UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data.</p>
<h2>What we collect</h2>
<ul>
<li>your name and mobile number, to take your order and contact you about it;</li>
<li>delivery addresses, so the rider can find you and you don't have to type them every time;</li>
<li>your order history, for bonus points, quick re-ordering and handling complaints;</li>
<li>your email address, if you give it to us;</li>
<li>technical data such as your IP address, device and browser type, and the pages you visit.</li>
</ul>
<p>We never see or store your full card details: online payments are handled by a PCI DSS certified payment provider.</p>
<h2>Why we use it</h2>
<p>To prepare and deliver your order, keep you updated on its status, add and redeem bonus points, reply to your feedback, and improve our menu and website. We only send marketing messages if you have agreed to receive them, and you can unsubscribe at any time.</p>
<h2>Who we share it with</h2>
<p>Riders see only the name, phone number and address for the order they deliver. Our payment provider, SMS provider and hosting provider receive only the data they need and act on our instructions. We never sell personal data, and we share it with authorities only when the law requires us to.</p>
<h2>Cookies</h2>
<p>Cookies let the website remember your city, language and cart, and help us collect anonymous visit statistics. You can turn cookies off in your browser settings, but your cart and city choice may then not be saved.</p>
<h2>How long we keep it</h2>
<p>Account data and order history are kept while you use our service and for 3 years after your last order; invoices and accounting records are kept for 5 years as required by UAE tax law; technical logs are kept for up to 90 days.</p>
<h2>Your rights</h2>
<p>You can ask for a copy of your data, have it corrected or deleted, restrict or object to its processing, withdraw your consent to marketing, and complain to the UAE Data Office if you believe we have handled your data wrongly.</p>
<h2>Contact us</h2>
<p>For any privacy question, email <a href="mailto:hello@sushimoon-uae.example">hello@sushimoon-uae.example</a> or call <a href="tel:+97145550199">+971 4 555 0199</a>. We reply to every request within 30 days.</p>`;

const siteTexts: DemoSiteTexts = {
  PUBLIC_OFFER: { en: { title: 'Terms of Sale', html: OFFER_EN } },
  PRIVACY: { en: { title: 'Privacy Policy', html: PRIVACY_EN } },
  REQUISITES: {
    en: {
      title: 'Company Details',
      html: `<h2>Sushi Moon Restaurants LLC</h2>
<ul>
<li><strong>Legal name:</strong> Sushi Moon Restaurants LLC</li>
<li><strong>Brand:</strong> Sushi Moon</li>
<li><strong>Trade licence No.:</strong> 1122334 (Dubai)</li>
<li><strong>Registered address:</strong> Office 1204, Sheikh Zayed Road, Dubai, United Arab Emirates</li>
<li><strong>Phone:</strong> <a href="tel:+97145550199">+971 4 555 0199</a></li>
<li><strong>Email:</strong> <a href="mailto:hello@sushimoon-uae.example">hello@sushimoon-uae.example</a></li>
</ul>`,
    },
  },
  ABOUT: {
    en: {
      title: 'About Us',
      html: `<h2>Sushi Moon — from Kyiv to the Gulf</h2>
<p>Sushi Moon began in Kyiv as a small kitchen with a simple idea: fresh fish every day, properly seasoned rice and generous fillings. Sushi Moon UAE brings the same recipes and the same care to Dubai and Abu Dhabi.</p>
<p>Our kitchens in Dubai Marina, Downtown Dubai, on the Abu Dhabi Corniche and on Al Reem Island all work to the same recipe cards, so your favourite roll tastes the same wherever you order it. Chilled salmon and tuna arrive from trusted suppliers several times a week, we make our sauces in-house, and all the chicken and beef we serve is halal.</p>
<p>Everything is packed to beat the heat: rolls in sturdy boxes, hot dishes in sealed thermal packaging, with chopsticks, ginger and wasabi for every guest. Every order earns <strong>5% back in bonus points</strong> to spend on the next one.</p>
<p>Ideas, wishes or complaints? Email <a href="mailto:hello@sushimoon-uae.example">hello@sushimoon-uae.example</a> or call <a href="tel:+97145550199">+971 4 555 0199</a> — we read every message.</p>`,
    },
  },
};

const dubai: Localized[] = [
  { en: 'Dubai Marina' },
  { en: 'Jumeirah Beach Residence (JBR)' },
  { en: 'Jumeirah Lake Towers (JLT)' },
  { en: 'Palm Jumeirah' },
  { en: 'Al Barsha' },
  { en: 'Downtown Dubai' },
  { en: 'Business Bay' },
  { en: 'DIFC' },
  { en: 'Jumeirah' },
  { en: 'Al Wasl' },
  { en: 'Bur Dubai' },
  { en: 'Deira' },
];

const abuDhabi: Localized[] = [
  { en: 'Al Reem Island' },
  { en: 'Al Maryah Island' },
  { en: 'Corniche' },
  { en: 'Al Khalidiyah' },
  { en: 'Al Zahiyah' },
  { en: 'Saadiyat Island' },
  { en: 'Al Raha Beach' },
  { en: 'Khalifa City' },
  { en: 'Yas Island' },
];

export const smAeMarketing: DemoMarketing = {
  banners,
  promotions,
  feedbacks,
  siteTexts,
  cityAreas: { dubai, 'abu-dhabi': abuDhabi },
};
