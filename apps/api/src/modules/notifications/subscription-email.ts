/**
 * The double opt-in mail of the storefront's e-mail pop-up: one button that confirms the
 * subscription, and an unsubscribe link (also in the List-Unsubscribe header, mailer.ts) for
 * someone who never asked for it.
 */
import type { MessageBrand } from './brand.js';
import { EMAIL_TEXTS } from './email-texts.js';
import { html } from './html.js';
import type { MessageLanguage } from './language.js';
import { button, emailFrame, footerOf, textOf, type RenderedEmail } from './layout.js';

export function renderSubscriptionConfirmEmail(o: {
  brand: MessageBrand;
  language: MessageLanguage;
  confirmUrl: string;
  unsubscribeUrl: string;
}): RenderedEmail {
  const { brand, language } = o;
  const t = EMAIL_TEXTS[language].subscription;
  const subject = t.subject(brand.name);
  const body = html`<h1 style="margin:0 0 12px;font-size:22px">${t.heading}</h1>
    <p style="margin:0">${t.body(brand.name)}</p>
    ${button(brand, o.confirmUrl, t.confirm)}
    <p style="margin:0;color:${brand.colors.textMuted}">${t.ignore}</p>`;
  const footer = footerOf(brand, EMAIL_TEXTS[language], { url: o.unsubscribeUrl, label: t.unsubscribe });
  return {
    subject,
    html: emailFrame({
      brand,
      language,
      title: subject,
      preheader: t.body(brand.name),
      body,
      footer: footer.html,
    }),
    text: textOf([
      t.heading,
      '',
      t.body(brand.name),
      '',
      `${t.confirm}: ${o.confirmUrl}`,
      '',
      t.ignore,
      '',
      ...footer.text,
    ]),
  };
}
