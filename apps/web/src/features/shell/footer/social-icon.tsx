import { GlobeIcon } from '../icons';

/** Glyphs of the social networks brands link to; an unknown network gets a globe. */
const GLYPHS: Record<string, React.ReactNode> = {
  instagram: (
    <>
      <rect
        x="3.5"
        y="3.5"
        width="17"
        height="17"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.9"
      />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.9" />
      <circle cx="17" cy="7" r="1.2" />
    </>
  ),
  facebook: (
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.7c0-.9.3-1.5 1.5-1.5h1.5V4.5a20 20 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.2H8v3h2.4V21Z" />
  ),
  telegram: (
    <path d="M20.7 4.3 3.4 11c-1.2.5-1.2 1.2-.2 1.5l4.4 1.4 1.7 5.2c.2.6.4.8.8.8s.6-.2.9-.5l2.2-2.1 4.5 3.3c.8.5 1.4.2 1.6-.8l2.9-13.7c.3-1.2-.4-1.7-1.5-1.3Zm-3.8 3.4-7.6 6.9-.3 3.1-1.3-4.2 9-5.8c.4-.2.5 0 .2 0Z" />
  ),
  tiktok: (
    <path d="M16.2 3c.3 2.3 1.8 3.9 4.1 4.1v3a7.3 7.3 0 0 1-4-1.3v6.1A5.9 5.9 0 1 1 10.4 9v3.1a2.9 2.9 0 1 0 2.8 2.9V3Z" />
  ),
  youtube: (
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3Z" />
  ),
  viber: (
    <path d="M12 2.5c-5 0-8.5 2.3-8.5 7.6 0 3 1.1 5 3 6.1v3.6c0 .5.6.7.9.4l2.7-2.9H12c5 0 8.5-2.3 8.5-7.2S17 2.5 12 2.5Zm3.6 11.1-.8.8c-.6.5-2.1-.1-3.6-1.6s-2.1-3-1.6-3.6l.8-.8c.3-.3.7-.3 1 0l.9 1c.3.3.2.7-.1 1l-.3.3c.3.7 1 1.5 1.7 1.8l.3-.3c.3-.3.7-.3 1 0l.9.9c.1.2.1.4-.2.5Z" />
  ),
};

export function SocialIcon({ name }: { name: string }) {
  const glyph = GLYPHS[name];
  if (!glyph) return <GlobeIcon size={18} />;
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} fill="currentColor" aria-hidden="true" focusable="false">
      {glyph}
    </svg>
  );
}
