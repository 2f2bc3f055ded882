/**
 * The words of the e-mails, per language. Values that come from people (names, addresses, dish
 * names, reasons) are not in here: the templates put them in, escaped.
 */
import type { CancelReasonCode } from '@food/domain/order-status';
import type { MessageLanguage } from './language.js';

export interface EmailTexts {
  receiptSubject: (n: number, brand: string) => string;
  receiptHeading: string;
  orderNumber: (n: number) => string;
  delivery: string;
  pickup: string;
  deliveryTo: string;
  pickupAt: string;
  expectedDelivery: string;
  expectedPickup: string;
  asSoonAsPossible: string;
  apartment: string;
  productsTotal: string;
  deliveryPrice: string;
  free: string;
  promoDiscount: (code: string | null) => string;
  bonusDiscount: string;
  total: string;
  payment: string;
  paid: string;
  toPayOnReceipt: string;
  awaitingPayment: string;
  changeFrom: (amount: string) => string;
  paymentTypes: Record<string, string>;
  comment: string;
  viewOrder: string;
  questions: string;
  whyReceipt: (brand: string) => string;
  status: Record<
    'accepted' | 'onTheWay' | 'readyForPickup' | 'delivered' | 'pickedUp' | 'cancelled',
    { subject: (n: number, brand: string) => string; heading: string; body: string }
  >;
  expectedAt: string;
  reason: string;
  /** the API's own cancellation reasons (codes in `statusReason`), in words */
  cancelReasons: Record<CancelReasonCode, string>;
  refunded: (amount: string) => string;
  subscription: {
    subject: (brand: string) => string;
    heading: string;
    body: (brand: string) => string;
    confirm: string;
    ignore: string;
    unsubscribe: string;
  };
}

const uk: EmailTexts = {
  receiptSubject: (n, brand) => `Замовлення №${n} у ${brand}: чек`,
  receiptHeading: 'Дякуємо за замовлення!',
  orderNumber: (n) => `Замовлення №${n}`,
  delivery: 'Доставка',
  pickup: 'Самовивіз',
  deliveryTo: 'Куди',
  pickupAt: 'Де забрати',
  expectedDelivery: 'Орієнтовний час доставки',
  expectedPickup: 'Буде готове',
  asSoonAsPossible: 'якнайшвидше',
  apartment: 'кв.',
  productsTotal: 'Страви',
  deliveryPrice: 'Доставка',
  free: 'безкоштовно',
  promoDiscount: (code) => (code ? `Знижка за промокодом ${code}` : 'Знижка'),
  bonusDiscount: 'Оплачено бонусами',
  total: 'До сплати',
  payment: 'Оплата',
  paid: 'сплачено',
  toPayOnReceipt: 'при отриманні',
  awaitingPayment: 'очікує оплати',
  changeFrom: (amount) => `решта з ${amount}`,
  paymentTypes: {
    ONLINE: 'Карткою онлайн',
    CARD: 'Карткою кур’єру',
    CASH: 'Готівкою',
    GOOGLE_PAY: 'Google Pay',
    APPLE_PAY: 'Apple Pay',
    BINANCE_PAY: 'Binance Pay',
  },
  comment: 'Коментар',
  viewOrder: 'Переглянути замовлення',
  questions: 'Питання щодо замовлення?',
  whyReceipt: (brand) => `Цей лист надіслано, бо з цією адресою оформлено замовлення в ${brand}.`,
  status: {
    accepted: {
      subject: (n, brand) => `Замовлення №${n} прийнято — ${brand}`,
      heading: 'Замовлення прийнято',
      body: 'Ресторан уже готує ваше замовлення.',
    },
    onTheWay: {
      subject: (n, brand) => `Замовлення №${n} в дорозі — ${brand}`,
      heading: 'Замовлення в дорозі',
      body: 'Кур’єр уже везе ваше замовлення.',
    },
    readyForPickup: {
      subject: (n, brand) => `Замовлення №${n} готове — ${brand}`,
      heading: 'Замовлення готове',
      body: 'Можна забирати: чекаємо на вас.',
    },
    delivered: {
      subject: (n, brand) => `Замовлення №${n} доставлено — ${brand}`,
      heading: 'Замовлення доставлено',
      body: 'Смачного! Будемо раді вашому відгуку.',
    },
    pickedUp: {
      subject: (n, brand) => `Замовлення №${n} видано — ${brand}`,
      heading: 'Замовлення видано',
      body: 'Смачного! Будемо раді вашому відгуку.',
    },
    cancelled: {
      subject: (n, brand) => `Замовлення №${n} скасовано — ${brand}`,
      heading: 'Замовлення скасовано',
      body: 'На жаль, ресторан скасував ваше замовлення.',
    },
  },
  expectedAt: 'Очікуйте',
  reason: 'Причина',
  cancelReasons: { NOT_PAID_IN_TIME: 'замовлення не оплатили вчасно' },
  refunded: (amount) => `Повернення ${amount} на картку оформлено.`,
  subscription: {
    subject: (brand) => `Підтвердіть підписку на новини ${brand}`,
    heading: 'Підтвердіть підписку',
    body: (brand) =>
      `Цю адресу вказали для новин і пропозицій ${brand}. Щоб отримувати їх, підтвердіть підписку.`,
    confirm: 'Підтвердити підписку',
    ignore: 'Якщо це були не ви, просто не відповідайте на цей лист: підписки не буде.',
    unsubscribe: 'Відписатися',
  },
};

const ru: EmailTexts = {
  receiptSubject: (n, brand) => `Заказ №${n} в ${brand}: чек`,
  receiptHeading: 'Спасибо за заказ!',
  orderNumber: (n) => `Заказ №${n}`,
  delivery: 'Доставка',
  pickup: 'Самовывоз',
  deliveryTo: 'Куда',
  pickupAt: 'Где забрать',
  expectedDelivery: 'Ориентировочное время доставки',
  expectedPickup: 'Будет готов',
  asSoonAsPossible: 'как можно скорее',
  apartment: 'кв.',
  productsTotal: 'Блюда',
  deliveryPrice: 'Доставка',
  free: 'бесплатно',
  promoDiscount: (code) => (code ? `Скидка по промокоду ${code}` : 'Скидка'),
  bonusDiscount: 'Оплачено бонусами',
  total: 'К оплате',
  payment: 'Оплата',
  paid: 'оплачено',
  toPayOnReceipt: 'при получении',
  awaitingPayment: 'ожидает оплаты',
  changeFrom: (amount) => `сдача с ${amount}`,
  paymentTypes: {
    ONLINE: 'Картой онлайн',
    CARD: 'Картой курьеру',
    CASH: 'Наличными',
    GOOGLE_PAY: 'Google Pay',
    APPLE_PAY: 'Apple Pay',
    BINANCE_PAY: 'Binance Pay',
  },
  comment: 'Комментарий',
  viewOrder: 'Посмотреть заказ',
  questions: 'Вопросы по заказу?',
  whyReceipt: (brand) => `Это письмо отправлено, потому что с этим адресом оформлен заказ в ${brand}.`,
  status: {
    accepted: {
      subject: (n, brand) => `Заказ №${n} принят — ${brand}`,
      heading: 'Заказ принят',
      body: 'Ресторан уже готовит ваш заказ.',
    },
    onTheWay: {
      subject: (n, brand) => `Заказ №${n} в пути — ${brand}`,
      heading: 'Заказ в пути',
      body: 'Курьер уже везёт ваш заказ.',
    },
    readyForPickup: {
      subject: (n, brand) => `Заказ №${n} готов — ${brand}`,
      heading: 'Заказ готов',
      body: 'Можно забирать: ждём вас.',
    },
    delivered: {
      subject: (n, brand) => `Заказ №${n} доставлен — ${brand}`,
      heading: 'Заказ доставлен',
      body: 'Приятного аппетита! Будем рады вашему отзыву.',
    },
    pickedUp: {
      subject: (n, brand) => `Заказ №${n} выдан — ${brand}`,
      heading: 'Заказ выдан',
      body: 'Приятного аппетита! Будем рады вашему отзыву.',
    },
    cancelled: {
      subject: (n, brand) => `Заказ №${n} отменён — ${brand}`,
      heading: 'Заказ отменён',
      body: 'К сожалению, ресторан отменил ваш заказ.',
    },
  },
  expectedAt: 'Ожидайте',
  reason: 'Причина',
  cancelReasons: { NOT_PAID_IN_TIME: 'заказ не оплатили вовремя' },
  refunded: (amount) => `Возврат ${amount} на карту оформлен.`,
  subscription: {
    subject: (brand) => `Подтвердите подписку на новости ${brand}`,
    heading: 'Подтвердите подписку',
    body: (brand) =>
      `Этот адрес указали для новостей и предложений ${brand}. Чтобы получать их, подтвердите подписку.`,
    confirm: 'Подтвердить подписку',
    ignore: 'Если это были не вы, просто не отвечайте на это письмо: подписки не будет.',
    unsubscribe: 'Отписаться',
  },
};

const en: EmailTexts = {
  receiptSubject: (n, brand) => `Your ${brand} order #${n}: receipt`,
  receiptHeading: 'Thank you for your order!',
  orderNumber: (n) => `Order #${n}`,
  delivery: 'Delivery',
  pickup: 'Pickup',
  deliveryTo: 'Deliver to',
  pickupAt: 'Pick up at',
  expectedDelivery: 'Expected delivery',
  expectedPickup: 'Ready at',
  asSoonAsPossible: 'as soon as possible',
  apartment: 'apt.',
  productsTotal: 'Dishes',
  deliveryPrice: 'Delivery',
  free: 'free',
  promoDiscount: (code) => (code ? `Promo code ${code}` : 'Discount'),
  bonusDiscount: 'Paid with bonuses',
  total: 'Total',
  payment: 'Payment',
  paid: 'paid',
  toPayOnReceipt: 'on receipt',
  awaitingPayment: 'awaiting payment',
  changeFrom: (amount) => `change from ${amount}`,
  paymentTypes: {
    ONLINE: 'Card online',
    CARD: 'Card to the courier',
    CASH: 'Cash',
    GOOGLE_PAY: 'Google Pay',
    APPLE_PAY: 'Apple Pay',
    BINANCE_PAY: 'Binance Pay',
  },
  comment: 'Comment',
  viewOrder: 'View your order',
  questions: 'Questions about your order?',
  whyReceipt: (brand) =>
    `You received this e-mail because an order was placed with this address at ${brand}.`,
  status: {
    accepted: {
      subject: (n, brand) => `Order #${n} accepted — ${brand}`,
      heading: 'Your order is accepted',
      body: 'The restaurant is preparing your order.',
    },
    onTheWay: {
      subject: (n, brand) => `Order #${n} is on its way — ${brand}`,
      heading: 'Your order is on its way',
      body: 'The courier is bringing your order.',
    },
    readyForPickup: {
      subject: (n, brand) => `Order #${n} is ready — ${brand}`,
      heading: 'Your order is ready',
      body: 'Come and collect it: we are waiting for you.',
    },
    delivered: {
      subject: (n, brand) => `Order #${n} delivered — ${brand}`,
      heading: 'Your order is delivered',
      body: 'Enjoy your meal! We would love to hear what you think.',
    },
    pickedUp: {
      subject: (n, brand) => `Order #${n} collected — ${brand}`,
      heading: 'Your order is collected',
      body: 'Enjoy your meal! We would love to hear what you think.',
    },
    cancelled: {
      subject: (n, brand) => `Order #${n} cancelled — ${brand}`,
      heading: 'Your order is cancelled',
      body: 'We are sorry: the restaurant cancelled your order.',
    },
  },
  expectedAt: 'Expected at',
  reason: 'Reason',
  cancelReasons: { NOT_PAID_IN_TIME: 'the order was not paid in time' },
  refunded: (amount) => `A refund of ${amount} to your card is on its way.`,
  subscription: {
    subject: (brand) => `Confirm your subscription to ${brand} news`,
    heading: 'Confirm your subscription',
    body: (brand) =>
      `This address was left for news and offers from ${brand}. To get them, confirm your subscription.`,
    confirm: 'Confirm subscription',
    ignore: 'If this was not you, ignore this e-mail: you will not be subscribed.',
    unsubscribe: 'Unsubscribe',
  },
};

export const EMAIL_TEXTS: Record<MessageLanguage, EmailTexts> = { uk, ru, en };
