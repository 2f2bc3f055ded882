import type { ReactNode } from 'react';
import type { StatusKey } from './order-status';

/**
 * The picture of each order status (SPEC section 4: status drives a text and an image): small
 * line illustrations in the brand colour, decorative (the status text says it).
 */
const ART: Record<StatusKey, ReactNode> = {
  new: (
    <>
      <rect x="16" y="8" width="32" height="46" rx="4" fill="var(--art-fill)" />
      <path d="M22 20h20M22 28h20M22 36h12" />
      <circle cx="44" cy="46" r="9" fill="var(--surface)" />
      <path d="m40 46 3 3 5-6" />
    </>
  ),
  cooking: (
    <>
      <path d="M22 18c0-3 3-3 3-6M32 18c0-3 3-3 3-6M42 18c0-3 3-3 3-6" />
      <path d="M12 28h40v8a14 14 0 0 1-14 14H26a14 14 0 0 1-14-14Z" fill="var(--art-fill)" />
      <path d="M6 30h6M52 30h6" />
    </>
  ),
  onTheWay: (
    <>
      <circle cx="18" cy="46" r="7" fill="var(--art-fill)" />
      <circle cx="48" cy="46" r="7" fill="var(--art-fill)" />
      <path d="M25 46h16l6-14h-8M30 46l-4-14h-8" />
      <rect x="12" y="18" width="16" height="14" rx="2" fill="var(--art-fill)" />
      <path d="M40 24h6l4 8" />
    </>
  ),
  ready: (
    <>
      <path d="M16 22h32l-3 32H19Z" fill="var(--art-fill)" />
      <path d="M24 22v-4a8 8 0 0 1 16 0v4" />
      <path d="m26 38 4 4 8-8" />
    </>
  ),
  completed: (
    <>
      <circle cx="32" cy="34" r="20" fill="var(--art-fill)" />
      <circle cx="32" cy="34" r="12" />
      <path d="m26 34 4 4 8-8" />
      <path d="M6 14v10a4 4 0 0 0 4 4v26M10 14v8M14 14v10a4 4 0 0 1-4 4M58 14c-4 0-6 6-6 14h6v26" />
    </>
  ),
  cancelled: (
    <>
      <circle cx="32" cy="32" r="22" fill="var(--art-fill)" />
      <path d="m24 24 16 16M40 24 24 40" />
    </>
  ),
};

export function StatusImage({
  status,
  size = 64,
  className,
}: {
  status: StatusKey;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-status={status}
      style={{ ['--art-fill' as string]: 'color-mix(in srgb, currentColor 14%, transparent)' }}
    >
      {ART[status]}
    </svg>
  );
}
