import type { TPhoneOrderDraft, TPhoneOrderMenu } from '@food/contracts';

/** a saved or typed address the order goes to */
export type Address = NonNullable<TPhoneOrderDraft['address']>;
/** where the order goes: delivered to an address, or picked up at a restaurant */
export type Where =
  { kind: 'DELIVERY'; address: Address | null } | { kind: 'PICKUP'; outletId: number | null };
export type Product = TPhoneOrderMenu['products'][number];
