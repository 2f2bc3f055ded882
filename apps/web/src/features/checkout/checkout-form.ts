/**
 * The checkout form of SPEC section 3 with its defaults: payment ONLINE, delivery ASAP,
 * dont_call_me on, delivery (not pickup). Kept in localStorage so a reload or a trip back from
 * the payment page keeps what the customer typed; unreadable data gives the defaults.
 * rules_agree (the public offer's acceptance) departs from the spec's default true: it starts
 * unticked and is never stored, since accepting the offer must be the customer's own act on each
 * order (a pre-ticked box is no consent: Civil Code of Ukraine art. 642, GDPR art. 4(11)).
 */
import type { TPaymentType } from '@food/contracts';
import { PAYMENT_TYPES } from '@food/domain/payment';

export type PaymentType = TPaymentType;
export type ReceiveMethod = 'DELIVERY' | 'PICKUP';

export interface UserAddress {
  street: string;
  house: string;
  apartment: string;
  intercom: string;
  entrance: string;
  floor: string;
  isPrivateHouse: boolean;
  /** the city the address was found in (its name) */
  city: string;
  latitude: number | null;
  longitude: number | null;
}

interface Toggled {
  value: string;
  isActive: boolean;
}

export interface CheckoutForm {
  method: ReceiveMethod;
  name: string;
  email: string;
  phone: string;
  address: UserAddress;
  /** pickup: the chosen restaurant's id */
  pickupRestaurantId: number | null;
  payment: PaymentType;
  deliveryTime: 'ASAP' | 'ON_TIME';
  /** ON_TIME: the outlet's local date (YYYY-MM-DD) and time (HH:MM) */
  deliverOn: { date: string; time: string };
  orderForFriend: { name: string; phone: string; isActive: boolean };
  bonuses: { value: number; applied: boolean };
  orderComment: Toggled;
  courierComment: Toggled;
  /** cash: the sum the customer pays with, as typed in whole currency units */
  payCashAmount: string;
  /** null: the largest persons count of the cart's dishes */
  personsCount: number | null;
  dontCallMe: boolean;
  /** the order's status by SMS (issue 21 item 3): asked, never assumed */
  smsStatus: boolean;
  rulesAgree: boolean;
}

export const EMPTY_ADDRESS: UserAddress = {
  street: '',
  house: '',
  apartment: '',
  intercom: '',
  entrance: '',
  floor: '',
  isPrivateHouse: false,
  city: '',
  latitude: null,
  longitude: null,
};

export const DEFAULT_FORM: CheckoutForm = {
  method: 'DELIVERY',
  name: '',
  email: '',
  phone: '',
  address: EMPTY_ADDRESS,
  pickupRestaurantId: null,
  payment: 'ONLINE',
  deliveryTime: 'ASAP',
  deliverOn: { date: '', time: '' },
  orderForFriend: { name: '', phone: '', isActive: false },
  bonuses: { value: 0, applied: false },
  orderComment: { value: '', isActive: false },
  courierComment: { value: '', isActive: false },
  payCashAmount: '',
  personsCount: null,
  dontCallMe: true,
  smsStatus: false,
  rulesAgree: false,
};

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v.slice(0, 500) : fallback);
const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function toggled(v: unknown): Toggled {
  const o = obj(v);
  return { value: str(o.value), isActive: bool(o.isActive, false) };
}

/** Reads a stored form field by field: what is unreadable takes its default. */
export function parseStoredForm(raw: string | null): CheckoutForm {
  if (!raw) return DEFAULT_FORM;
  let data: Record<string, unknown>;
  try {
    data = obj(JSON.parse(raw));
  } catch {
    return DEFAULT_FORM;
  }
  const a = obj(data.address);
  const friend = obj(data.orderForFriend);
  const on = obj(data.deliverOn);
  const bonuses = obj(data.bonuses);
  const payment = PAYMENT_TYPES.find((p) => p === data.payment) ?? DEFAULT_FORM.payment;
  const persons = num(data.personsCount);
  return {
    method: data.method === 'PICKUP' ? 'PICKUP' : 'DELIVERY',
    name: str(data.name),
    email: str(data.email),
    phone: str(data.phone),
    address: {
      street: str(a.street),
      house: str(a.house),
      apartment: str(a.apartment),
      intercom: str(a.intercom),
      entrance: str(a.entrance),
      floor: str(a.floor),
      isPrivateHouse: bool(a.isPrivateHouse, false),
      city: str(a.city),
      latitude: num(a.latitude),
      longitude: num(a.longitude),
    },
    pickupRestaurantId: num(data.pickupRestaurantId),
    payment,
    deliveryTime: data.deliveryTime === 'ON_TIME' ? 'ON_TIME' : 'ASAP',
    deliverOn: { date: str(on.date), time: str(on.time) },
    orderForFriend: {
      name: str(friend.name),
      phone: str(friend.phone),
      isActive: bool(friend.isActive, false),
    },
    bonuses: {
      value: Math.max(0, Math.floor(num(bonuses.value) ?? 0)),
      applied: bool(bonuses.applied, false),
    },
    orderComment: toggled(data.orderComment),
    courierComment: toggled(data.courierComment),
    payCashAmount: str(data.payCashAmount),
    personsCount: persons !== null && persons >= 1 ? Math.floor(persons) : null,
    dontCallMe: bool(data.dontCallMe, true),
    smsStatus: bool(data.smsStatus, false),
    // an earlier order's (or visit's) acceptance does not carry over
    rulesAgree: false,
  };
}

/** What is kept in localStorage: the form without the offer's acceptance. */
export function storableForm(form: CheckoutForm): Omit<CheckoutForm, 'rulesAgree'> {
  const { rulesAgree: _notKept, ...rest } = form;
  return rest;
}

/** The brand's payment types in its own order (env PAYMENT_TYPES), ONLINE when it names none. */
export { brandPaymentTypes } from '@food/domain/payment';
