import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { api } from '../api/client';
import { commonMessages, LANGUAGE_NAMES, LANGUAGES, useLanguage, useT, type Language } from '../i18n';
import { canUse, useSession, type Area } from '../session';
import { Notice } from '../ui';

type NavItem = { area: Area; href: string; label: keyof (typeof commonMessages)['en'] };

/** The catalogue editors sit behind one "Catalogue" button, so the bar stays one calm row. */
const CATALOGUE_NAV: NavItem[] = [
  { area: 'menu', href: '/menu', label: 'navMenu' },
  { area: 'menuImport', href: '/menu-import', label: 'navMenuImport' },
  { area: 'zones', href: '/zones', label: 'navZones' },
  { area: 'promotions', href: '/promotions', label: 'navPromotions' },
  { area: 'content', href: '/content', label: 'navContent' },
  { area: 'brand', href: '/brand', label: 'navBrand' },
];

const NAV: (NavItem | 'catalogue')[] = [
  { area: 'board', href: '/', label: 'navBoard' },
  { area: 'phoneOrder', href: '/phone-order', label: 'navPhoneOrder' },
  { area: 'stopList', href: '/stop-list', label: 'navStopList' },
  { area: 'day', href: '/day', label: 'navDay' },
  'catalogue',
  { area: 'reports', href: '/reports', label: 'navReports' },
  { area: 'care', href: '/care', label: 'navCare' },
  { area: 'reviews', href: '/reviews', label: 'navReviews' },
  { area: 'staff', href: '/staff', label: 'navStaff' },
  { area: 'audit', href: '/audit', label: 'navAudit' },
  { area: 'speed', href: '/speed', label: 'navSpeed' },
  { area: 'jobs', href: '/jobs', label: 'navJobs' },
  { area: 'machine', href: '/machine', label: 'navMachine' },
  { area: 'settings', href: '/settings', label: 'navSettings' },
];

/**
 * A disclosure (WAI-ARIA "disclosure navigation"): a button that shows a list of links. Escape
 * closes it and gives the focus back to the button; a click elsewhere or a page change closes it.
 * On a phone the list opens in place inside the folded menu.
 */
function NavGroup({
  label,
  items,
  isCurrent,
}: {
  label: string;
  items: NavItem[];
  isCurrent: (href: string) => boolean;
}) {
  const t = useT(commonMessages);
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const ref = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hasCurrent = items.some((item) => isCurrent(item.href));
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  return (
    <li
      ref={ref}
      className="bo-shell__group"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`bo-shell__group-button${hasCurrent ? ' is-current' : ''}`}
        aria-expanded={open}
        aria-controls="bo-nav-catalogue"
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <span aria-hidden="true" className="bo-shell__chevron" />
      </button>
      <ul id="bo-nav-catalogue" className="bo-shell__group-list" hidden={!open}>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={isCurrent(item.href) ? 'page' : undefined}>
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

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

  const items = mustSetUpTotp
    ? []
    : NAV.filter((item) => item === 'catalogue' || canUse(member.role, item.area));
  const catalogue = mustSetUpTotp ? [] : CATALOGUE_NAV.filter((item) => canUse(member.role, item.area));
  // '/menu' is not current on '/menu-import'
  const isCurrent = (href: string) =>
    href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);

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
            {items.map((item) =>
              item === 'catalogue' ? (
                catalogue.length ? (
                  <NavGroup
                    key="catalogue"
                    label={t('navCatalogue')}
                    items={catalogue}
                    isCurrent={isCurrent}
                  />
                ) : null
              ) : (
                <li key={item.href}>
                  <Link href={item.href} aria-current={isCurrent(item.href) ? 'page' : undefined}>
                    {t(item.label)}
                  </Link>
                </li>
              ),
            )}
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
