import { z } from './zod';

/**
 * What a signed-in customer is told about their orders' status (issue 21 item 7), per channel.
 * Defaults for a customer who never chose: e-mail on, SMS off (a guest's or customer's tick at
 * checkout still allows texts for that order), push off. The receipt e-mail is not a choice: the
 * checkout's e-mail field asks for it.
 */
export const ZNotificationPreferences = z.object({
  statusEmail: z.boolean(),
  statusSms: z.boolean(),
  statusPush: z.boolean(),
  /** null until the customer first chose */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/** A change: only the channels given change; at least one. */
export const ZNotificationPreferencesPatch = z
  .object({
    statusEmail: z.boolean().optional(),
    statusSms: z.boolean().optional(),
    statusPush: z.boolean().optional(),
  })
  .strict()
  .refine((p) => p.statusEmail !== undefined || p.statusSms !== undefined || p.statusPush !== undefined, {
    error: 'give at least one of statusEmail, statusSms, statusPush',
  });
export type TNotificationPreferencesPatch = z.infer<typeof ZNotificationPreferencesPatch>;
