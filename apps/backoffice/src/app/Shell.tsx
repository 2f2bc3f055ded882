import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { api } from '../api/client';
import { commonMessages, LANGUAGE_NAMES, LANGUAGES, useLanguage, useT, type Language } from '../i18n';
import { canUse, useSession, type Area } from '../session';
import { Notice } from '../ui';

const NAV: { area: Area; href: string; label: keyof (typeof commonMessages)['en'] }[] = [
  { area: 'board', href: '/', label: 'navBoard' },
  { area: 'stopList', href: '/stop-list', label: 'navStopList' },
  { area: 'day', href: '/day', label: 'navDay' },
  { area: 'menu', href: '/menu', label: 'navMenu' },
  { area: 'menuImport', href: '/menu-import', label: 'navMenuImport' },
  { area: 'zones', href: '/zones', label: 'navZones' },
  { area: 'promotions', href: '/promotions', label: 'navPromotions' },
  { area: 'content', href: '/content', label: 'navContent' },
  { area: 'brand', href: '/brand', label: 'navBrand' },
  { area: 'staff', href: '/staff', label: 'navStaff' },
  { area: 'audit', href: '/audit', label: 'navAudit' },
  { area: 'machine', href: '/machine', label: 'navMachine' },
  { area: 'settings', href: '/settings', label: 'navSettings' },
];

function LanguageSwitch() {
  const t = useT(commonMessages);
  const { language, setLanguage } = useLanguage();
  const { refresh } = useSession();
  return (
    <label className="bo-shell__language">
      <span className="bo-visually-hidden">{t('language')}</span>
      <select
        className="bo-input bo-shell__select"
        value={language}
        onChange={async (event) => {
          const next = event.target.value as Language;
          setLanguage(next);
          // the member's language is kept on their account (every device, every e-mail)
          try {
            await api.patch('/me', { language: next });
            await refresh();
          } catch {
            // the choice stays in this browser; the account keeps the old one
          }
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The frame of every signed-in page: the navigation (only what the role may open), the language,
 * the member and sign-out. On a phone the navigation folds behind a Menu button.
 */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT(commonMessages);
  const { member, mustSetUpTotp, signOut } = useSession();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // a page change closes the phone menu and gives the new page's heading to screen readers
  useEffect(() => {
    setMenuOpen(false);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (mainRef.current && !mainRef.current.contains(document.activeElement)) mainRef.current.focus();
  }, [location]);

  const items = mustSetUpTotp ? [] : NAV.filter((item) => canUse(member.role, item.area));
  const isCurrent = (href: string) => (href === '/' ? location === '/' : location.startsWith(href));

  return (
    <div className="bo-shell">
      <a className="bo-skip" href="#main">
        {t('skipToContent')}
      </a>
      <header className="bo-shell__bar">
        <Link href="/" className="bo-shell__brand">
          {t('appName')}
        </Link>
        <button
          type="button"
          className="bo-btn bo-btn--ghost bo-btn--sm bo-shell__menu"
          aria-expanded={menuOpen}
          aria-controls="bo-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('menu')}
        </button>
        <nav
          id="bo-nav"
          aria-label={t('mainNavigation')}
          className={`bo-shell__nav${menuOpen ? ' is-open' : ''}`}
        >
          <ul>
            {items.map((item) => (
              <li key={item.href}>
                <Link href={item.href} aria-current={isCurrent(item.href) ? 'page' : undefined}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
          <div className="bo-shell__me">
            <LanguageSwitch />
            <Link
              href="/account"
              className="bo-shell__member"
              aria-current={isCurrent('/account') ? 'page' : undefined}
              title={t('navAccount')}
            >
              <span className="bo-shell__member-name">{member.name}</span>
              <span className="bo-shell__member-role">{t(`role${member.role}`)}</span>
            </Link>
            <button type="button" className="bo-btn bo-btn--ghost bo-btn--sm" onClick={() => void signOut()}>
              {t('signOut')}
            </button>
          </div>
        </nav>
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className="bo-shell__main">
        {mustSetUpTotp && !location.startsWith('/account') ? (
          <div className="bo-shell__notice">
            <Notice tone="warning" action={<Link href="/account">{t('navAccount')}</Link>}>
              {t('totpRequired')}
            </Notice>
          </div>
        ) : null}
        {children}
      </main>
    </div>
  );
}
