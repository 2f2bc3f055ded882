/**
 * Customer API of SPEC section 7, under /customer: sign-in by phone code, the profile, avatar,
 * delivery addresses and favourites. User ids are UUIDs; a session (cookie `session` or
 * `Authorization: Bearer`) may act only on its own user id (ARCHITECTURE.md).
 */
import { z } from './zod';
import { ZProduct } from './catalog';
import { ZBusinessRegionId, ZEntityId, ZLanguage, ZRetailNetworkId, ZTarget } from './common';

/* ------------------------------------------------------------------ sign-in */

/** Any spelling of a phone number; the API answers with E.164 (leading +). */
export const ZPhoneInput = z.string().trim().min(3, 'recipient must be a phone number').max(40);

export const ZSendCodeBody = z.object({
  retailNetworkId: ZRetailNetworkId,
  recipient: ZPhoneInput,
  /** where the sign-in started, e.g. WEB or MOBILE (kept for analytics, not trusted) */
  source: z.string().trim().max(40).optional(),
});
export type TSendCodeBody = z.infer<typeof ZSendCodeBody>;

export const ZRecaptchaHeaders = z.object({ 'x-recaptcha-token': z.string().max(4000).optional() });

export const ZSendCodeResponse = z.object({
  isSuccess: z.literal(true),
  /** the number the code went to, in E.164 */
  recipient: z.string(),
  /** a new code may be asked for after this many seconds */
  resendAfterSeconds: z.number().int(),
  /** the code works for this many seconds */
  expiresInSeconds: z.number().int(),
});
export type TSendCodeResponse = z.infer<typeof ZSendCodeResponse>;

export const ZValidateCodeBody = z.object({
  retailNetworkId: ZRetailNetworkId,
  recipient: ZPhoneInput,
  /** SPEC section 5: the storefront sends the code as a number; a digit string is accepted too */
  code: z.union([
    z.number().int().min(0).max(99_999_999),
    z
      .string()
      .trim()
      .regex(/^\d{1,8}$/, 'code must be digits'),
  ]),
  source: z.string().trim().max(40).optional(),
});
export type TValidateCodeBody = z.infer<typeof ZValidateCodeBody>;

/** `GET /customer/dev/sms?recipient=` with SMS_PROVIDER=log only. */
export const ZDevSmsQuery = z.object({ recipient: ZPhoneInput, rn: ZRetailNetworkId.optional() });
export const ZDevSms = z.object({
  recipient: z.string(),
  code: z.string(),
  text: z.string(),
  sentAt: z.iso.datetime(),
});
export type TDevSms = z.infer<typeof ZDevSms>;

/* ------------------------------------------------------------------ user */

export const ZUserId = z.uuid({ error: 'userId must be a customer id (UUID)' });
export const ZUserIdParams = z.object({ userId: ZUserId });

const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const ZUserAddressInput = z.object({
  /** the city the address is in; SPEC section 5: an address without it is refused */
  businessRegionId: ZBusinessRegionId,
  /** the city name as the customer sees it; defaults to the city's name */
  city: z.string().trim().max(120).optional(),
  street: z.string().trim().min(1, 'street is required').max(200),
  house: z.string().trim().min(1, 'house is required').max(40),
  apartment: optionalText(40),
  entrance: optionalText(40),
  floor: optionalText(40),
  intercom: optionalText(40),
  isPrivateHouse: z.boolean().default(false),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  comment: optionalText(500),
});
export type TUserAddressInput = z.infer<typeof ZUserAddressInput>;

export const ZUserAddress = z.object({
  id: z.uuid(),
  businessRegionId: z.number().int(),
  city: z.string(),
  street: z.string(),
  house: z.string(),
  apartment: z.string().nullable(),
  entrance: z.string().nullable(),
  floor: z.string().nullable(),
  intercom: z.string().nullable(),
  isPrivateHouse: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  comment: z.string().nullable(),
});
export type TUserAddress = z.infer<typeof ZUserAddress>;

export const ZUser = z.object({
  id: z.uuid(),
  retailNetworkId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string(),
  /** first, middle and last name joined */
  fullName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** YYYY-MM-DD */
  birthDate: z.string().nullable(),
  isBirthDateConfirmed: z.boolean(),
  referralCode: z.string(),
  /** sorted by city name, then latitude (SPEC section 5) */
  addresses: z.array(ZUserAddress),
});
export type TUser = z.infer<typeof ZUser>;

export const ZValidateCodeResponse = z.object({
  user: ZUser,
  /** the session token, also set as the httpOnly cookie `session` */
  token: z.string(),
  expiresAt: z.iso.datetime(),
  /** true when this phone signed in for the first time: the storefront's sign-up event */
  isNewUser: z.boolean(),
});
export type TValidateCodeResponse = z.infer<typeof ZValidateCodeResponse>;

export const ZSuccess = z.object({ isSuccess: z.literal(true) });

export const ZGetUserQuery = z.object({ noCache: z.string().max(40).optional() });

/**
 * Fields a customer may set on themselves. Anything else (phone, bonus balance, id, referral
 * code...) is refused with a 400 rather than silently dropped, so a client bug shows.
 */
export const ZProfilePatch = z
  .object({
    /** SPEC section 5: when given it becomes firstName, and lastName and middleName are blanked */
    fullName: z.string().trim().min(1).max(150).optional(),
    firstName: z.string().trim().max(50).optional(),
    lastName: z.string().trim().max(50).optional(),
    middleName: z.string().trim().max(50).optional(),
    email: z.email({ error: 'email must be an e-mail address' }).max(254).nullish(),
    /** YYYY-MM-DD; fixed once confirmed */
    birthDate: z.iso.date({ error: 'birthDate must be a date as YYYY-MM-DD' }).nullish(),
    /** the birth-date confirm modal: true fixes the birth date */
    isBirthDateConfirmed: z.literal(true).optional(),
  })
  .strict();
export type TProfilePatch = z.infer<typeof ZProfilePatch>;

export const ZAvatarBody = z.object({
  /** base64 image (JPEG, PNG or WebP); a `data:image/...;base64,` prefix is removed */
  content: z.string().min(1).max(7_340_032),
});

export const ZUserAddressParams = z.object({
  userId: ZUserId,
  addressId: z.uuid({ error: 'addressId must be a UUID' }),
});
export const ZUserAddressCreated = z.object({ id: z.uuid() });

/* ------------------------------------------------------------------ favourites */

export const ZFavoriteParams = z.object({ userId: ZUserId, productId: ZEntityId });
export const ZFavoritesQuery = z.object({
  rn: ZRetailNetworkId,
  br: ZBusinessRegionId,
  target: ZTarget.default('WEB'),
  lang: ZLanguage.optional(),
});
/** favourites sold in the city, in the catalogue's product shape; others are left out */
export const ZFavoritesList = z.array(ZProduct);
export const ZFavoriteIds = z.object({ productIds: z.array(z.number().int()) });
export type TFavoriteIds = z.infer<typeof ZFavoriteIds>;
