/**
 * Staff new-order alerts of an outlet (issue 21 item 5): the Telegram chats and e-mail addresses
 * told of each new order, and the language of the alert. `/admin/v1/outlets/{outletId}/staff-alerts`
 * (GET, PUT) and `…/staff-alerts/test` (POST: a test alert to every saved target at once).
 */
import { z } from './zod';
import { ZLanguage } from './common';

/** at most this many chats and this many addresses per outlet */
export const STAFF_ALERT_MAX_TARGETS = 5;

/**
 * A chat's numeric id (a person or a group: `123456789`, a supergroup or channel:
 * `-1001234567890`) or a public channel's `@username` (5–32 letters, digits, underscores,
 * starting with a letter: Telegram's rule).
 */
export const ZTelegramChatId = z
  .string()
  .trim()
  .regex(/^(?:-?[1-9]\d{0,15}|@[A-Za-z][A-Za-z0-9_]{4,31})$/, {
    error: 'a Telegram chat is a whole number (e.g. -1001234567890) or @channelname',
  });

const ZAlertEmail = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'an e-mail address, e.g. kitchen@example.com' }))
  .transform((e) => e.toLowerCase());

const distinct = (list: string[]) => new Set(list.map((v) => v.toLowerCase())).size === list.length;

export const ZStaffAlertSettings = z
  .object({
    telegramChatIds: z
      .array(ZTelegramChatId)
      .max(STAFF_ALERT_MAX_TARGETS, { error: `at most ${STAFF_ALERT_MAX_TARGETS} Telegram chats` })
      .refine(distinct, { error: 'each Telegram chat once' }),
    emails: z
      .array(ZAlertEmail)
      .max(STAFF_ALERT_MAX_TARGETS, { error: `at most ${STAFF_ALERT_MAX_TARGETS} e-mail addresses` })
      .refine(distinct, { error: 'each e-mail address once' }),
    /** the alerts' language; null: the brand's default language */
    language: ZLanguage.nullable(),
  })
  .strict();
export type TStaffAlertSettings = z.infer<typeof ZStaffAlertSettings>;

/** what is stored, as answered (plain strings: a response schema holds no transforms) */
export const ZStaffAlertSettingsView = z.object({
  outletId: z.number().int(),
  telegramChatIds: z.array(z.string()),
  emails: z.array(z.string()),
  language: ZLanguage.nullable(),
  /** TELEGRAM_BOT_TOKEN is set on this server: without it no Telegram alert is sent */
  isTelegramOn: z.boolean(),
  /** SMTP_URL is set: without it e-mails only go to the server's log */
  isEmailOn: z.boolean(),
});
export type TStaffAlertSettingsView = z.infer<typeof ZStaffAlertSettingsView>;

export const ZStaffAlertTestResult = z.object({
  results: z.array(
    z.object({
      channel: z.enum(['telegram', 'email']),
      target: z.string(),
      /** SENT; OFF: the channel is not set up on this server; FAILED: `error` says why */
      outcome: z.enum(['SENT', 'OFF', 'FAILED']),
      error: z.string().nullable(),
    }),
  ),
});
export type TStaffAlertTestResult = z.infer<typeof ZStaffAlertTestResult>;
