/**
 * The hosted page of the test provider: one card field and a pay button, readable on a phone, in
 * the customer's language (as a bank's page would be). It says on every state that it is a demo:
 * nobody should believe money moved.
 */
import { createHash } from 'node:crypto';

type TestPageLanguage = 'uk' | 'ru' | 'en';

export interface TestPageModel {
  localId: number;
  amount: number;
  currencyCode: string;
  status: 'PENDING' | 'PAID' | 'FAILED';
  actionPath: string;
  returnUrl: string;
  language: TestPageLanguage;
}

const TEXTS = {
  uk: {
    title: 'Тестова оплата',
    demo: 'Демо: справжніх оплат немає — гроші не списуються.',
    order: 'Замовлення №',
    card: 'Номер картки',
    pay: 'Сплатити',
    cancel: 'Скасувати',
    hint: 'Тестові картки: 4242 4242 4242 4242 — оплата проходить, 4000 0000 0000 0002 — відхилена.',
    paid: 'Цю оплату вже проведено.',
    closed: 'Ця спроба оплати закрита.',
    back: 'Повернутися до замовлення',
  },
  ru: {
    title: 'Тестовая оплата',
    demo: 'Демо: настоящих оплат нет — деньги не списываются.',
    order: 'Заказ №',
    card: 'Номер карты',
    pay: 'Оплатить',
    cancel: 'Отменить',
    hint: 'Тестовые карты: 4242 4242 4242 4242 — оплата проходит, 4000 0000 0000 0002 — отклонена.',
    paid: 'Эта оплата уже проведена.',
    closed: 'Эта попытка оплаты закрыта.',
    back: 'Вернуться к заказу',
  },
  en: {
    title: 'Test payment',
    demo: 'Demo: no real payments — no money moves.',
    order: 'Order №',
    card: 'Card number',
    pay: 'Pay',
    cancel: 'Cancel',
    hint: 'Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.',
    paid: 'This payment is paid.',
    closed: 'This payment is closed.',
    back: 'Back to the order',
  },
} as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's only style, allowed by its hash in the page's own policy (testPagePolicy). */
const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1c1d21; }
  main { max-width: 420px; margin: 8vh auto; background: #fff; padding: 24px; border-radius: 12px; box-shadow: 0 2px 12px #0002; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .amount { font-size: 28px; font-weight: 600; margin: 8px 0 20px; }
  label { display: block; font-size: 14px; margin-bottom: 4px; }
  input { box-sizing: border-box; width: 100%; font-size: 18px; padding: 12px; border: 1px solid #c5c8d0; border-radius: 8px; letter-spacing: 1px; }
  button { width: 100%; margin-top: 12px; padding: 14px; font-size: 17px; border: 0; border-radius: 8px; background: #1b6ef3; color: #fff; cursor: pointer; }
  button.secondary { background: transparent; color: #1b6ef3; }
  .hint { font-size: 13px; color: #5c6070; }
  .demo { margin: 0 0 16px; padding: 10px 12px; border-radius: 8px; background: #fff4d6; color: #5a4100; font-weight: 600; }
`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * The page's Content-Security-Policy (lib/security-headers.ts sends it): nothing runs, its one
 * style by hash, and the form posts to the API, whose answer redirects to the storefront's return
 * address (browsers check form-action on that redirect too): the storefront's host or its city
 * subdomains, the return addresses payments accept (return-url.ts).
 */
export function testPagePolicy(storefrontUrl: string): string {
  const host = new URL(storefrontUrl).hostname.toLowerCase();
  const storefront = [host, `*.${host}`].flatMap((h) => [`http://${h}:*`, `https://${h}:*`]);
  return `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self' ${storefront.join(' ')}; frame-ancestors 'none'; base-uri 'none'`;
}

export function renderTestPage(m: TestPageModel): string {
  const t = TEXTS[m.language] ?? TEXTS.en;
  const amount = `${(m.amount / 100).toFixed(2)} ${escapeHtml(m.currencyCode)}`;
  const body =
    m.status === 'PENDING'
      ? `<form method="post" action="${escapeHtml(m.actionPath)}">
  <label for="card">${t.card}</label>
  <input id="card" name="cardNumber" data-testid="card-number" inputmode="numeric" autocomplete="cc-number"
    placeholder="4242 4242 4242 4242" maxlength="23" required autofocus>
  <button type="submit" name="action" value="pay" data-testid="card-pay">${t.pay} ${amount}</button>
  <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${t.cancel}</button>
</form>
<p class="hint">${t.hint}</p>`
      : `<p data-testid="payment-result">${m.status === 'PAID' ? t.paid : t.closed}</p>
<p><a href="${escapeHtml(m.returnUrl)}">${t.back}</a></p>`;
  return `<!doctype html>
<html lang="${m.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title} — ${t.order}${m.localId}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="demo" role="note" data-testid="demo-note">${t.demo}</p>
<h1>${t.title}</h1>
<p>${t.order} ${m.localId}</p>
<p class="amount">${amount}</p>
${body}
</main>
</body>
</html>`;
}
