/**
 * The outlet's day (issue 18 item 6): weekly hours, exceptions per outlet-local date, a pause in
 * taking orders and busy mode. `/admin/v1/outlets/{outletId}/…`; every write answers the whole day.
 * The rules are `@food/domain/outlet-day`; `GET /catalog/v1/restaurants/day/` is the storefront's
 * live read of the same.
 */
import { z } from './zod';
import { ZBusinessRegionId, ZRetailNetworkId } from './common';

const ZId = z.coerce.number().int().positive().max(2_147_483_647);

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const ZClockTime = z
  .string()
  .regex(HHMM, { error: 'a time is HH:MM on the outlet’s clock, 00:00 to 23:59' });

/** "2026-12-31": a date on the outlet's clock */
export const ZLocalDate = z.iso.date({ error: 'a date is YYYY-MM-DD' });

/**
 * One weekday's hours. A `closesAt` earlier than `opensAt` runs past midnight and must end by
 * 06:00 (10:00–02:00); 00:00–00:00 is round the clock; equal times otherwise are refused.
 */
export const ZDayHours = z.object({
  /** 1 Monday … 7 Sunday */
  day: z.number().int().min(1, { error: 'day is 1 (Monday) to 7 (Sunday)' }).max(7, {
    error: 'day is 1 (Monday) to 7 (Sunday)',
  }),
  opensAt: ZClockTime,
  closesAt: ZClockTime,
});
export type TDayHours = z.infer<typeof ZDayHours>;

/** The week: a weekday left out is closed. */
export const ZOutletHoursPut = z
  .object({ openingHours: z.array(ZDayHours).max(7) })
  .strict()
  .refine((b) => new Set(b.openingHours.map((h) => h.day)).size === b.openingHours.length, {
    error: 'each weekday at most once',
    path: ['openingHours'],
  });

export const ZOutletExceptionParams = z.object({ outletId: ZId, date: ZLocalDate });

/** One date: closed all day, or open with other hours (the same rules as a weekday's). */
export const ZOutletExceptionPut = z
  .object({
    isClosed: z.boolean(),
    opensAt: ZClockTime.nullable().optional(),
    closesAt: ZClockTime.nullable().optional(),
    note: z.string().trim().max(200).nullable().optional(),
  })
  .strict()
  .refine((b) => b.isClosed || (b.opensAt && b.closesAt), {
    error: 'a date open with other hours needs opensAt and closesAt',
    path: ['opensAt'],
  });

export const ZOutletException = z.object({
  date: ZLocalDate,
  isClosed: z.boolean(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type TOutletException = z.infer<typeof ZOutletException>;

/** Stop taking orders for 5 to 240 minutes. */
export const ZOutletPausePost = z
  .object({
    minutes: z
      .number({ error: 'minutes is a whole number, 5 to 240' })
      .int({ error: 'minutes is a whole number, 5 to 240' })
      .min(5, { error: 'minutes is a whole number, 5 to 240' })
      .max(240, { error: 'minutes is a whole number, 5 to 240' }),
  })
  .strict();

/** Add 5 to 120 minutes to every estimate, for `minutes` (5 to 720) or until turned off. */
export const ZOutletBusyPost = z
  .object({
    extraMinutes: z
      .number({ error: 'extraMinutes is a whole number, 5 to 120' })
      .int({ error: 'extraMinutes is a whole number, 5 to 120' })
      .min(5, { error: 'extraMinutes is a whole number, 5 to 120' })
      .max(120, { error: 'extraMinutes is a whole number, 5 to 120' }),
    minutes: z
      .number({ error: 'minutes is a whole number, 5 to 720' })
      .int({ error: 'minutes is a whole number, 5 to 720' })
      .min(5, { error: 'minutes is a whole number, 5 to 720' })
      .max(720, { error: 'minutes is a whole number, 5 to 720' })
      .nullable()
      .optional(),
  })
  .strict();

const ZInstant = z.iso.datetime({ offset: true });

/** Stored hours as served (the catalogue's `ZOpeningHours` shape; not imported: catalog.ts imports this file). */
const ZStoredHours = z.object({ day: z.number().int(), opensAt: z.string(), closesAt: z.string() });

/** What the outlet is doing now (`outletDayState` of @food/domain/outlet-day). */
export const ZOutletDayState = z.object({
  /** taking orders now: open by its hours and not paused */
  open: z.boolean(),
  reason: z.enum(['OPEN', 'CLOSED', 'PAUSED']),
  /** no hours at all on today's date (a holiday, a day off) */
  isClosedToday: z.boolean(),
  /** when it takes orders again; null while open or with no hours ahead */
  nextOpensAt: ZInstant.nullable(),
  /** the end of today's window while open by hours */
  closesAt: ZInstant.nullable(),
  /** minutes added to every estimate now */
  busyMinutes: z.number().int(),
});
export type TOutletDayState = z.infer<typeof ZOutletDayState>;

export const ZOutletDay = z.object({
  outletId: z.number().int(),
  timeZone: z.string(),
  /** the outlet's date now (its clock) */
  today: ZLocalDate,
  openingHours: z.array(ZStoredHours),
  /** today's and later dates, in date order */
  exceptions: z.array(ZOutletException),
  pausedUntil: ZInstant.nullable(),
  busyExtraMinutes: z.number().int(),
  busyUntil: ZInstant.nullable(),
  state: ZOutletDayState,
});
export type TOutletDay = z.infer<typeof ZOutletDay>;

/* ------------------------------------------------------------------ the storefront's live read */

export const ZRestaurantDaysQuery = z.object({ rn: ZRetailNetworkId, br: ZBusinessRegionId });

/**
 * A restaurant's day as the storefront needs it, uncached: the rules to offer ON_TIME slots with
 * (`onTimeSlots` of @food/domain/outlet-day) and what to say now.
 */
export const ZRestaurantDay = z.object({
  outletId: z.number().int(),
  timeZone: z.string(),
  openingHours: z.array(ZStoredHours),
  /** the next 14 days' exceptions */
  exceptions: z.array(ZOutletException.omit({ note: true })),
  pausedUntil: ZInstant.nullable(),
  busyExtraMinutes: z.number().int(),
  busyUntil: ZInstant.nullable(),
  state: ZOutletDayState,
});
export type TRestaurantDay = z.infer<typeof ZRestaurantDay>;
