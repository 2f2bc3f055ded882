import { defineMessages } from '../../i18n';

/**
 * Texting a phone order's payment link again (ResendLink.tsx): its own small file, as the board
 * shows the button too and loads no more of the phone-order page than it needs.
 */
export const linkMessages = defineMessages({
  en: {
    resend: 'Send the payment link again',
    resendLabel: 'Send the payment link again: order {number}',
    resent:
      'The link was texted again to {phone}. {left, plural, one {# more text} other {# more texts}} can be sent for this order.',
    notResent: 'The link could not be texted ({error}). Read it to the caller: {url}',
    tooSoon: 'The link was texted moments ago. It can be sent again in {seconds} s.',
    limit:
      'The link was texted as many times as this order allows. Read it to the caller or take cash: {url}',
    paid: 'The order is already paid.',
    notNeeded: 'The order no longer waits for online payment (cancelled or paid on receipt).',
    failed: 'The link was not sent.',
  },
  uk: {
    resend: 'Надіслати посилання на оплату ще раз',
    resendLabel: 'Надіслати посилання на оплату ще раз: замовлення {number}',
    resent:
      'Посилання надіслано ще раз на {phone}. Для цього замовлення можна надіслати ще {left, plural, one {# раз} few {# рази} many {# разів} other {# разу}}.',
    notResent: 'Посилання не вдалося надіслати ({error}). Продиктуйте його: {url}',
    tooSoon: 'Посилання щойно надіслано. Надіслати знову можна через {seconds} с.',
    limit:
      'Посилання вже надіслано стільки разів, скільки дозволено для цього замовлення. Продиктуйте його або прийміть готівку: {url}',
    paid: 'Замовлення вже оплачено.',
    notNeeded: 'Замовлення більше не чекає на онлайн-оплату (скасоване або оплата при отриманні).',
    failed: 'Посилання не надіслано.',
  },
  ru: {
    resend: 'Отправить ссылку на оплату ещё раз',
    resendLabel: 'Отправить ссылку на оплату ещё раз: заказ {number}',
    resent:
      'Ссылка отправлена ещё раз на {phone}. Для этого заказа можно отправить ещё {left, plural, one {# раз} few {# раза} many {# раз} other {# раза}}.',
    notResent: 'Ссылку не удалось отправить ({error}). Продиктуйте её: {url}',
    tooSoon: 'Ссылка только что отправлена. Отправить снова можно через {seconds} с.',
    limit:
      'Ссылка уже отправлена столько раз, сколько разрешено для этого заказа. Продиктуйте её или примите наличные: {url}',
    paid: 'Заказ уже оплачен.',
    notNeeded: 'Заказ больше не ждёт онлайн-оплаты (отменён или оплата при получении).',
    failed: 'Ссылка не отправлена.',
  },
});
