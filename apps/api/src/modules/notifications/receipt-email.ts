/**
 * The order receipt e-mail (issue 21 item 2): what was ordered (lines with their options and
 * quantities, addons under their dish), how it comes (delivery to the address or pickup at the
 * outlet, and when, on the outlet's clock), the discounts, the total and how it is paid, with a
 * link to the order's page. Built from the receipt the storefront shows (`TReceipt`, GET
 * /orders/v1/receipt/{orderId}), so the mail and the page cannot disagree.
 */
import type { TReceipt, TReceiptLine } from '@food/contracts';
import type { MessageBrand } from './brand.js';
import { EMAIL_TEXTS, type EmailTexts } from './email-texts.js';
import { formatAmount, formatDateTime } from './format.js';
import { html, type SafeHtml } from './html.js';
import type { MessageLanguage } from './language.js';
import { button, emailFrame, footerOf, textOf, type RenderedEmail } from './layout.js';

export interface OrderMessageInput {
  brand: MessageBrand;
  language: MessageLanguage;
  /** the order as GET /orders/v1/receipt answers it, its names in `language` */
  receipt: TReceipt;
  /** links.ts orderPageUrl */
  orderUrl: string;
}

interface LineGroup {
  line: TReceiptLine;
  addons: TReceiptLine[];
}

/** Each dish with the addons that came with it; an addon whose dish is not there stands alone. */
function groupLines(lines: readonly TReceiptLine[]): LineGroup[] {
  const groups: LineGroup[] = [];
  const byProduct = new Map<number, LineGroup>();
  for (const line of lines.filter((l) => l.parentProductId === null)) {
    const group = { line, addons: [] };
    groups.push(group);
    if (!byProduct.has(line.productId)) byProduct.set(line.productId, group);
  }
  for (const addon of lines.filter((l) => l.parentProductId !== null)) {
    const parent = byProduct.get(addon.parentProductId!);
    if (parent) parent.addons.push(addon);
    else groups.push({ line: addon, addons: [] });
  }
  return groups;
}

const optionsText = (line: TReceiptLine): string =>
  line.options.map((o) => `${o.groupName}: ${o.name}`).join(', ');

function addressText(receipt: TReceipt, t: EmailTexts): string | null {
  if (receipt.type === 'PICKUP')
    return receipt.outlet ? `${receipt.outlet.name}, ${receipt.outlet.address}` : null;
  const a = receipt.address;
  if (!a) return null;
  const street = [a.street, a.house].filter(Boolean).join(', ');
  return (
    [street, a.apartment ? `${t.apartment} ${a.apartment}` : null, a.city].filter(Boolean).join(', ') || null
  );
}

export function expectedText(receipt: TReceipt, language: MessageLanguage, t: EmailTexts): string {
  const at = receipt.expectedAt ?? receipt.deliverAt;
  return at ? formatDateTime(new Date(at), receipt.timeZone, language) : t.asSoonAsPossible;
}

function paymentText(receipt: TReceipt, language: MessageLanguage, brand: MessageBrand, t: EmailTexts) {
  const p = receipt.payment;
  const type = t.paymentTypes[p.chosenType] ?? t.paymentTypes[p.type] ?? p.type;
  const state = p.isPaid
    ? t.paid
    : receipt.awaitingPayment || p.type === 'ONLINE'
      ? t.awaitingPayment
      : t.toPayOnReceipt;
  const change = p.changeFrom
    ? `, ${t.changeFrom(formatAmount(p.changeFrom, language, brand.currency))}`
    : '';
  return `${type} (${state}${change})`;
}

interface Totals {
  label: string;
  amount: string;
}

function totalsOf(
  receipt: TReceipt,
  language: MessageLanguage,
  brand: MessageBrand,
  t: EmailTexts,
): Totals[] {
  const money = (minor: number) => formatAmount(minor, language, brand.currency);
  const rows: Totals[] = [{ label: t.productsTotal, amount: money(receipt.productsAmount) }];
  if (receipt.type === 'DELIVERY')
    rows.push({
      label: t.deliveryPrice,
      amount: receipt.deliveryPrice > 0 ? money(receipt.deliveryPrice) : t.free,
    });
  if (receipt.discountAmount > 0)
    rows.push({ label: t.promoDiscount(receipt.promoCode), amount: money(-receipt.discountAmount) });
  if (receipt.bonusAmount > 0) rows.push({ label: t.bonusDiscount, amount: money(-receipt.bonusAmount) });
  return rows;
}

export function renderReceiptEmail({ brand, language, receipt, orderUrl }: OrderMessageInput): RenderedEmail {
  const t = EMAIL_TEXTS[language];
  const money = (minor: number) => formatAmount(minor, language, brand.currency);
  const isPickup = receipt.type === 'PICKUP';
  const address = addressText(receipt, t);
  const expected = expectedText(receipt, language, t);
  const groups = groupLines(receipt.lines);
  const totals = totalsOf(receipt, language, brand, t);
  const payment = paymentText(receipt, language, brand, t);
  const subject = t.receiptSubject(receipt.localId, brand.name);
  const muted = brand.colors.textMuted;

  const lineRow = (line: TReceiptLine, isAddon: boolean): SafeHtml => {
    const options = optionsText(line);
    return html`<tr>
      <td style="padding:6px 0;${isAddon ? 'padding-left:16px;' : ''}">
        ${isAddon ? '+ ' : ''}${line.name} ×
        ${line.count}${
          options ? html`<br /><span style="color:${muted};font-size:13px">${options}</span>` : ''
        }
      </td>
      <td align="right" style="padding:6px 0;white-space:nowrap;vertical-align:top">${money(line.amount)}</td>
    </tr>`;
  };

  const body = html`<h1 style="margin:0 0 4px;font-size:22px">${t.receiptHeading}</h1>
    <p style="margin:0 0 16px;font-size:17px;font-weight:bold">${t.orderNumber(receipt.localId)}</p>
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-bottom:16px">
      <tr>
        <td style="color:${muted};padding:2px 0;width:45%">${isPickup ? t.pickup : t.delivery}</td>
        <td style="padding:2px 0">
          ${address ? html`${isPickup ? t.pickupAt : t.deliveryTo}: ${address}` : ''}
        </td>
      </tr>
      <tr>
        <td style="color:${muted};padding:2px 0">${isPickup ? t.expectedPickup : t.expectedDelivery}</td>
        <td style="padding:2px 0">${expected}</td>
      </tr>
      <tr>
        <td style="color:${muted};padding:2px 0">${t.payment}</td>
        <td style="padding:2px 0">${payment}</td>
      </tr>
      ${
        receipt.comment
          ? html`<tr>
              <td style="color:${muted};padding:2px 0">${t.comment}</td>
              <td style="padding:2px 0">${receipt.comment}</td>
            </tr>`
          : ''
      }
    </table>
    <table
      role="presentation"
      width="100%"
      cellpadding="0"
      cellspacing="0"
      style="border-top:1px solid ${brand.colors.border}"
    >
      ${groups.map((g) => [lineRow(g.line, false), ...g.addons.map((a) => lineRow(a, true))])}
    </table>
    <table
      role="presentation"
      width="100%"
      cellpadding="0"
      cellspacing="0"
      style="border-top:1px solid ${brand.colors.border};margin-top:8px"
    >
      ${totals.map(
        (r) =>
          html`<tr>
            <td style="padding:4px 0;color:${muted}">${r.label}</td>
            <td align="right" style="padding:4px 0;white-space:nowrap">${r.amount}</td>
          </tr>`,
      )}
      <tr>
        <td style="padding:8px 0;font-weight:bold;font-size:17px">${t.total}</td>
        <td align="right" style="padding:8px 0;font-weight:bold;font-size:17px;white-space:nowrap">
          ${money(receipt.amount)}
        </td>
      </tr>
    </table>
    ${button(brand, orderUrl, t.viewOrder)}`;

  const footer = footerOf(brand, t);

  const text = textOf([
    t.receiptHeading,
    t.orderNumber(receipt.localId),
    '',
    `${isPickup ? t.pickup : t.delivery}${address ? `: ${address}` : ''}`,
    `${isPickup ? t.expectedPickup : t.expectedDelivery}: ${expected}`,
    `${t.payment}: ${payment}`,
    receipt.comment ? `${t.comment}: ${receipt.comment}` : null,
    '',
    ...groups.flatMap((g) =>
      [g.line, ...g.addons].map((line, i) => {
        const options = optionsText(line);
        return `${i > 0 ? '  + ' : ''}${line.name} × ${line.count} — ${money(line.amount)}${options ? `\n${i > 0 ? '    ' : '  '}${options}` : ''}`;
      }),
    ),
    '',
    ...totals.map((r) => `${r.label}: ${r.amount}`),
    `${t.total}: ${money(receipt.amount)}`,
    '',
    `${t.viewOrder}: ${orderUrl}`,
    '',
    ...footer.text,
  ]);

  return {
    subject,
    html: emailFrame({
      brand,
      language,
      title: subject,
      preheader: `${t.orderNumber(receipt.localId)} · ${money(receipt.amount)}`,
      body,
      footer: footer.html,
    }),
    text,
  };
}
