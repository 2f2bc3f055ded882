/**
 * The small HTML pages the e-mail links open (issue 21 item 2, double opt-in): the confirmation,
 * the one-button unsubscribe, its result, and a bad or expired link. Served by the API itself
 * (the links point at it), in the subscription's language (uk, ru, en), with a policy that runs
 * nothing and allows only this page's one style and its form's post to the API.
 */
import { createHash } from 'node:crypto';

export type PageLanguage = 'uk' | 'ru' | 'en';
export type SubscriptionPage =
  | {
      kind: 'confirmed' | 'ask-unsubscribe' | 'unsubscribed';
      email: string;
      brand: string;
      /** the unsubscribe button's form target */
      action?: string;
    }
  | { kind: 'bad-link' };

const TEXTS = {
  uk: {
    confirmedTitle: 'Підписку підтверджено',
    confirmed: (e: string, b: string) => `Адресу ${e} підтверджено: ви отримуватимете новини ${b}.`,
    askTitle: 'Відписатися від листів?',
    ask: (e: string, b: string) => `${b} більше не надсилатиме листів на ${e}.`,
    button: 'Відписатися',
    unsubscribedTitle: 'Ви відписалися',
    unsubscribed: (e: string, b: string) => `${b} більше не надсилатиме листів на ${e}.`,
    badTitle: 'Посилання недійсне',
    bad: 'Посилання застаріле або пошкоджене. Підпишіться ще раз на сайті, і ми надішлемо новий лист.',
  },
  ru: {
    confirmedTitle: 'Подписка подтверждена',
    confirmed: (e: string, b: string) => `Адрес ${e} подтверждён: вы будете получать новости ${b}.`,
    askTitle: 'Отписаться от писем?',
    ask: (e: string, b: string) => `${b} больше не будет присылать письма на ${e}.`,
    button: 'Отписаться',
    unsubscribedTitle: 'Вы отписались',
    unsubscribed: (e: string, b: string) => `${b} больше не будет присылать письма на ${e}.`,
    badTitle: 'Ссылка недействительна',
    bad: 'Ссылка устарела или повреждена. Подпишитесь ещё раз на сайте, и мы пришлём новое письмо.',
  },
  en: {
    confirmedTitle: 'Subscription confirmed',
    confirmed: (e: string, b: string) => `${e} is confirmed: you will get ${b}'s news.`,
    askTitle: 'Unsubscribe from e-mails?',
    ask: (e: string, b: string) => `${b} will send no more e-mails to ${e}.`,
    button: 'Unsubscribe',
    unsubscribedTitle: 'You are unsubscribed',
    unsubscribed: (e: string, b: string) => `${b} will send no more e-mails to ${e}.`,
    badTitle: 'This link does not work',
    bad: 'The link has expired or is damaged. Subscribe again on the website and we will send a new e-mail.',
  },
} as const;

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222}' +
  'h1{font-size:1.4rem}button{font:inherit;padding:.6rem 1.4rem;border:0;border-radius:.4rem;' +
  'background:#222;color:#fff;cursor:pointer}';

/** Nothing runs; the one style by its hash; the form posts only to the API itself. */
export const PAGE_POLICY =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; ` +
  "form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderSubscriptionPage(page: SubscriptionPage, language: PageLanguage): string {
  const t = TEXTS[language];
  let title: string;
  let body: string;
  switch (page.kind) {
    case 'confirmed':
      title = t.confirmedTitle;
      body = `<p>${escape(t.confirmed(page.email, page.brand))}</p>`;
      break;
    case 'ask-unsubscribe':
      title = t.askTitle;
      // RFC 8058's body, so this form and a mail client's one-click post are the same request
      body =
        `<p>${escape(t.ask(page.email, page.brand))}</p>` +
        `<form method="post" action="${escape(page.action ?? '')}">` +
        '<input type="hidden" name="List-Unsubscribe" value="One-Click">' +
        `<button type="submit">${escape(t.button)}</button></form>`;
      break;
    case 'unsubscribed':
      title = t.unsubscribedTitle;
      body = `<p>${escape(t.unsubscribed(page.email, page.brand))}</p>`;
      break;
    case 'bad-link':
      title = t.badTitle;
      body = `<p>${escape(t.bad)}</p>`;
      break;
  }
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escape(title)}</title><style>${STYLE}</style></head>` +
    `<body><h1>${escape(title)}</h1>${body}</body></html>`
  );
}

/** The page's language: the subscription's; for a bad link, the browser's first of uk, ru, en. */
export function pageLanguageOf(subscribed: string | null, acceptLanguage: string | undefined): PageLanguage {
  const known = (l: string | null | undefined): PageLanguage | null => {
    const base = l?.trim().toLowerCase().split(/[-;]/)[0];
    return base === 'uk' || base === 'ru' || base === 'en' ? base : null;
  };
  return (
    known(subscribed) ??
    (acceptLanguage ?? '')
      .split(',')
      .map(known)
      .find((l) => l !== null) ??
    'uk'
  );
}
