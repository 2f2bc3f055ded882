import type { ReactNode } from 'react';
import { icon as lineIcon } from '@/features/shell/icons';

/** Checkout's line icons: 20 px at stroke 2, decorative. */
const icon = (children: ReactNode, strokeWidth = 2) => lineIcon(children, { size: 20, strokeWidth });

export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />, 2.4);
export const MinusIcon = icon(<path d="M5 12h14" />, 2.4);
export const TrashIcon = icon(
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
);
export const CardIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </>,
);
export const CashIcon = icon(
  <>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9v.01M18 15v.01" />
  </>,
);
export const WalletIcon = icon(
  <>
    <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-3" />
    <path d="M21 9h-5a3 3 0 0 0 0 6h5Z" />
  </>,
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const TruckIcon = icon(
  <>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </>,
);
export const StoreIcon = icon(
  <>
    <path d="M4 10v10h16V10M3 6l2-3h14l2 3v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0Z" />
    <path d="M10 20v-5h4v5" />
  </>,
);
export const PinIcon = icon(
  <>
    <path d="M19 10c0 5.5-7 11-7 11s-7-5.5-7-11a7 7 0 0 1 14 0Z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);
export const TagIcon = icon(
  <>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </>,
);
export const CheckIcon = icon(<path d="M20 6 9 17l-5-5" />, 2.4);
export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const AlertIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5M12 16.5v.01" />
  </>,
);
export const BagIcon = icon(
  <>
    <path d="M5 7h14l-1 13a1.5 1.5 0 0 1-1.5 1.4h-9A1.5 1.5 0 0 1 6 20Z" />
    <path d="M9 10V6a3 3 0 0 1 6 0v4" />
  </>,
);
