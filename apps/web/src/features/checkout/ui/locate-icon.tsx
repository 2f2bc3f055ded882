import { icon } from '@/features/shell/icons';

/** A crosshair: 'my location' and 'nearest to me'. */
export const LocateIcon = icon(
  <>
    <circle cx="12" cy="12" r="3.5" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    <circle cx="12" cy="12" r="7.5" />
  </>,
  { size: 20, strokeWidth: 2 },
);
