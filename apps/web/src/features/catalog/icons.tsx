import type { ReactNode } from 'react';
import { icon as lineIcon } from '../shell/icons';

/** The catalogue's line icons: 20 px at stroke 2 (2.4 for plus and minus), decorative. */
const icon = (children: ReactNode, strokeWidth = 2) => lineIcon(children, { size: 20, strokeWidth });

export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />, 2.4);
export const MinusIcon = icon(<path d="M5 12h14" />, 2.4);
export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);
export const ChevronLeftIcon = icon(<path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = icon(<path d="m9 18 6-6-6-6" />);
export const SlidersIcon = icon(
  <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4" />,
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const FlameIcon = icon(
  <path d="M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.2 1.2-3.6 2.3-4.6.3 1.6 1.1 2.6 2.2 3.1C11 9 11 6 12 3Z" />,
);
export const LeafIcon = icon(
  <>
    <path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15" />
    <path d="M5 19 13 11" />
  </>,
);
