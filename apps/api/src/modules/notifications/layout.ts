/**
 * The frame every e-mail shares: the brand's bar (its logo, or its name in its colours), the
 * content, and a footer with the support contacts and why the mail came. Tables and inline
 * styles, because mail clients (Outlook above all) ignore most of CSS; 600 px wide.
 */
import type { MessageBrand } from './brand.js';
import type { EmailTexts } from './email-texts.js';
import { html, safeHref, type SafeHtml } from './html.js';
import type { MessageLanguage } from './language.js';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export function button(brand: MessageBrand, href: string, label: string): SafeHtml {
  const c = brand.colors;
  return html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0">
    <tr>
      <td style="background:${c.primary};border-radius:8px">
        <a
          href="${safeHref(href)}"
          style="display:inline-block;padding:12px 24px;color:${c.primaryText};font-weight:bold;text-decoration:none"
          >${label}</a
        >
      </td>
    </tr>
  </table>`;
}

export function emailFrame(o: {
  brand: MessageBrand;
  language: MessageLanguage;
  title: string;
  /** the preview line a mail list shows after the subject */
  preheader: string;
  body: SafeHtml;
  footer: SafeHtml;
}): string {
  const { brand } = o;
  const c = brand.colors;
  const bar = brand.logoUrl
    ? html`<img
        src="${safeHref(brand.logoUrl)}"
        alt="${brand.name}"
        height="40"
        style="display:block;height:40px;border:0"
      />`
    : html`<span style="font-size:22px;font-weight:bold;color:${c.primaryText}">${brand.name}</span>`;
  return html`<!doctype html>
    <html lang="${o.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${o.title}</title>
      </head>
      <body
        style="margin:0;padding:0;background:${c.background};color:${c.text};font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.45"
      >
        <div style="display:none;max-height:0;overflow:hidden">${o.preheader}</div>
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          style="background:${c.background}"
        >
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                width="600"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;width:100%;background:${c.surface};border:1px solid ${c.border};border-radius:12px"
              >
                <tr>
                  <td style="background:${c.primary};padding:16px 24px;border-radius:12px 12px 0 0">
                    ${bar}
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px">${o.body}</td>
                </tr>
                <tr>
                  <td
                    style="padding:16px 24px;border-top:1px solid ${c.border};color:${c.textMuted};font-size:13px"
                  >
                    ${o.footer}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`.value;
}

/** The support line of a footer: "Questions? +380… · hello@…" with tel: and mailto: links. */
function supportHtml(brand: MessageBrand, question: string): SafeHtml {
  const phone = brand.supportPhone;
  const email = brand.supportEmail;
  if (!phone && !email) return html``;
  return html`<p style="margin:0 0 8px">
    ${question}
    ${
      phone
        ? html`<a href="tel:${phone.replace(/[^+\d]/g, '')}" style="color:${brand.colors.textMuted}"
            >${phone}</a
          >`
        : ''
    }${phone && email ? ' · ' : ''}${
      email ? html`<a href="mailto:${email}" style="color:${brand.colors.textMuted}">${email}</a>` : ''
    }
  </p>`;
}

function supportText(brand: MessageBrand, question: string): string {
  const contacts = [brand.supportPhone, brand.supportEmail].filter(Boolean).join(' · ');
  return contacts ? `${question} ${contacts}` : '';
}

/** A footer in both parts: `html` for `emailFrame`, `text` the plain part's last lines. */
export interface EmailFooter {
  html: SafeHtml;
  text: string[];
}

/**
 * The footer every mail of the brand ends with, in the mail's language `t`: its support contacts
 * ("Questions? …"), then why the mail came (an order's mails), or, for a list's mail, a link to
 * leave the list instead.
 */
export function footerOf(
  brand: MessageBrand,
  t: Pick<EmailTexts, 'questions' | 'whyReceipt'>,
  unsubscribe?: { url: string; label: string },
): EmailFooter {
  const closing = unsubscribe
    ? html`<p style="margin:0">
        <a href="${safeHref(unsubscribe.url)}" style="color:${brand.colors.textMuted}"
          >${unsubscribe.label}</a
        >
      </p>`
    : html`<p style="margin:0">${t.whyReceipt(brand.name)}</p>`;
  return {
    html: html`${supportHtml(brand, t.questions)} ${closing}`,
    text: [
      supportText(brand, t.questions),
      unsubscribe ? `${unsubscribe.label}: ${unsubscribe.url}` : t.whyReceipt(brand.name),
    ],
  };
}

/** Plain-text lines, empty ones between blocks kept single. */
export const textOf = (lines: (string | null | false | undefined)[]): string =>
  `${lines
    .filter((l): l is string => typeof l === 'string')
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
