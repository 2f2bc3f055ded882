import { defineMessages } from '../../i18n';

export const settingsMessages = defineMessages({
  en: {
    title: 'Settings',
    description: 'Rules for the whole back office and every brand. Only owners see and change them.',
    security: 'Sign-in',
    requireTotp: 'Require a second factor (authenticator app) for everyone',
    requireTotpHint:
      'Members without one are asked to set it up at their next page and can do nothing else until they have.',
    requireTotpYou: 'You have no second factor yet: you will be asked to set yours up first.',
    orders: 'Online orders',
    unpaidMinutes: 'Cancel unpaid online orders after (minutes)',
    unpaidMinutesHint:
      'An order to be paid online that is still unpaid after this time is cancelled by itself. 5 to 1440.',
    unpaidMinutesInvalid: 'Type whole minutes from 5 to 1440.',
    save: 'Save settings',
    saved: 'Settings saved: {changes}.',
    nothingChanged: 'Nothing changed.',
    changedTotpOn: 'second factor required',
    changedTotpOff: 'second factor optional',
    changedMinutes: 'unpaid orders cancelled after {n} min',
    loadFailed: 'The settings could not be loaded.',
  },
  uk: {
    title: 'Налаштування',
    description: 'Правила для всього бек-офісу та кожного бренду. Бачать і змінюють їх лише власники.',
    security: 'Вхід',
    requireTotp: 'Вимагати другий фактор (застосунок-автентифікатор) від усіх',
    requireTotpHint:
      'Кого він не має, попросять налаштувати його на наступній сторінці, і до того нічого іншого зробити не вийде.',
    requireTotpYou: 'У вас ще немає другого фактора: спершу вас попросять його налаштувати.',
    orders: 'Онлайн-замовлення',
    unpaidMinutes: 'Скасовувати неоплачені онлайн-замовлення через (хвилин)',
    unpaidMinutesHint:
      'Замовлення з онлайн-оплатою, не оплачене за цей час, скасовується автоматично. Від 5 до 1440.',
    unpaidMinutesInvalid: 'Введіть цілу кількість хвилин від 5 до 1440.',
    save: 'Зберегти налаштування',
    saved: 'Налаштування збережено: {changes}.',
    nothingChanged: 'Нічого не змінилося.',
    changedTotpOn: 'другий фактор обов’язковий',
    changedTotpOff: 'другий фактор необов’язковий',
    changedMinutes: 'неоплачені скасовуються через {n} хв',
    loadFailed: 'Не вдалося завантажити налаштування.',
  },
  ru: {
    title: 'Настройки',
    description: 'Правила для всего бэк-офиса и каждого бренда. Видят и меняют их только владельцы.',
    security: 'Вход',
    requireTotp: 'Требовать второй фактор (приложение-аутентификатор) от всех',
    requireTotpHint:
      'У кого его нет, попросят настроить его на следующей странице, и до этого ничего другого сделать не получится.',
    requireTotpYou: 'У вас ещё нет второго фактора: сначала вас попросят его настроить.',
    orders: 'Онлайн-заказы',
    unpaidMinutes: 'Отменять неоплаченные онлайн-заказы через (минут)',
    unpaidMinutesHint:
      'Заказ с онлайн-оплатой, не оплаченный за это время, отменяется автоматически. От 5 до 1440.',
    unpaidMinutesInvalid: 'Введите целое число минут от 5 до 1440.',
    save: 'Сохранить настройки',
    saved: 'Настройки сохранены: {changes}.',
    nothingChanged: 'Ничего не изменилось.',
    changedTotpOn: 'второй фактор обязателен',
    changedTotpOff: 'второй фактор необязателен',
    changedMinutes: 'неоплаченные отменяются через {n} мин',
    loadFailed: 'Не удалось загрузить настройки.',
  },
});
