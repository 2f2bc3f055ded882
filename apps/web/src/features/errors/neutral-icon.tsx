/** A covered dish: the neutral error pages' picture (no brand colour is known there). */
export function NeutralIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M14 66a34 34 0 0 1 68 0Z" />
        <path d="M8 74h80" />
        <circle cx="48" cy="26" r="4" />
        <path d="M32 52a18 18 0 0 1 10-12" />
      </g>
    </svg>
  );
}
