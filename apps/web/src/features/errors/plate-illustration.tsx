/**
 * The error pages' picture, drawn inline (no request, no layout shift): an empty plate with
 * a fork and knife for "not on the menu", a steaming bowl for "being cooked". Brand colour via
 * --primary; decorative, so hidden from assistive technology.
 */
export function PlateIllustration({ kind, className }: { kind: 'plate' | 'bowl'; className?: string }) {
  if (kind === 'bowl') {
    return (
      <svg className={className} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <path
          d="M44 22c-4 6 4 10 0 16M60 16c-4 7 4 12 0 20M76 22c-4 6 4 10 0 16"
          fill="none"
          stroke="var(--text-muted)"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <path d="M14 56h92c0 27-20 46-46 46S14 83 14 56Z" fill="var(--primary)" />
        <path
          d="M22 64h76"
          stroke="var(--on-primary)"
          strokeOpacity=".35"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <rect x="40" y="100" width="40" height="8" rx="4" fill="var(--primary)" />
      </svg>
    );
  }
  return (
    <svg className={className} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="62" r="40" fill="var(--surface)" stroke="var(--border)" strokeWidth="3" />
      <circle cx="60" cy="62" r="26" fill="none" stroke="var(--border)" strokeWidth="3" />
      <g fill="none" stroke="var(--primary)" strokeWidth="4" strokeLinecap="round">
        <path d="M4 22v18a6 6 0 0 0 12 0V22M10 22v18M10 46v56" />
      </g>
      <path d="M114 102V22c-7 4-10 16-10 34h10" fill="var(--primary)" />
      <path d="M114 102V22" stroke="var(--primary)" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
