'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { useId, useState, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { useFreshBonusBalance } from '@/features/bonuses/use-bonus-balance';
import {
  ChevronDownIcon,
  ExternalIcon,
  GiftIcon,
  GlobeIcon,
  GridIcon,
  HeartIcon,
  HomeIcon,
  InfoIcon,
  OrdersIcon,
  StoreIcon,
  UserIcon,
} from '../icons';
import { PATHS, categoryPath, useLocalizedHref } from '../links';
import sheet from '../sheet.module.css';
import type { SiteInfo } from '../site-context';
import { displayName, type StoredUser } from '../stored-user';
import type { ExternalLinkKey } from '../visibility';
import styles from './side-drawer.module.css';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

export const EXTERNAL_ICONS: Record<ExternalLinkKey, Icon> = {
  franchise: StoreIcon,
  vacancies: UserIcon,
  partnership: GlobeIcon,
  charity: HeartIcon,
  caloricContent: InfoIcon,
};

export function Row({
  href,
  icon: Icon,
  label,
  aside,
  external,
}: {
  href: string;
  icon: Icon;
  label: string;
  aside?: ReactNode;
  external?: string;
}) {
  const content = (
    <>
      <Icon size={22} className={styles.rowIcon} />
      <span className={styles.rowLabel}>{label}</span>
      {aside}
      {external ? <ExternalIcon size={16} className={styles.rowAside} /> : null}
    </>
  );
  return (
    <li>
      {external ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className={styles.row}>
          {content}
          <span className="visually-hidden"> ({external})</span>
        </a>
      ) : (
        <RouterLink href={href} className={styles.row}>
          {content}
        </RouterLink>
      )}
    </li>
  );
}

/**
 * Signed in: the account rows (bonuses with the confirmed count, asked afresh at every opening,
 * 🤷 when unknown); else log in.
 */
export function AccountRows({ user, showBonuses }: { user: StoredUser | null; showBonuses: boolean }) {
  const t = useTranslations('header');
  const tc = useTranslations('common');
  const href = useLocalizedHref();
  const isBalancePending = useFreshBonusBalance(user && showBonuses ? user.id : null);
  if (!user)
    return (
      <div className={styles.loginCard}>
        <p className={styles.loginHint}>{t('drawer.loginHint')}</p>
        <RouterLink href={href(PATHS.signIn)} className={sheet.primary}>
          <UserIcon size={20} />
          {tc('account.login')}
        </RouterLink>
      </div>
    );
  const name = displayName(user);
  const bonusCount = user.bonusBalance;
  return (
    <ul className={styles.group}>
      {name && <li className={styles.greeting}>{name}</li>}
      <Row href={href(PATHS.favorites)} icon={HeartIcon} label={tc('account.favorites')} />
      <Row href={href(PATHS.profile)} icon={UserIcon} label={tc('account.profile')} />
      <Row href={href(PATHS.orders)} icon={OrdersIcon} label={tc('account.orders')} />
      <Row href={href(PATHS.addresses)} icon={HomeIcon} label={tc('account.addresses')} />
      {showBonuses && (
        <Row
          href={href(PATHS.bonuses)}
          icon={GiftIcon}
          label={tc('account.bonuses')}
          aside={
            <span
              className={styles.pill}
              data-testid="drawer-bonus-count"
              aria-busy={isBalancePending}
              data-loading={isBalancePending || undefined}
            >
              {bonusCount === undefined ? (
                <span role="img" aria-label={t('drawer.bonusesUnknown')}>
                  🤷
                </span>
              ) : (
                bonusCount
              )}
            </span>
          }
        />
      )}
    </ul>
  );
}

/** The collapsible category menu: the non-default categories with a slug. */
export function CategoryMenu({
  categories,
  current,
}: {
  categories: SiteInfo['categories'];
  current: string | null;
}) {
  const t = useTranslations('header');
  const href = useLocalizedHref();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const shown = categories.filter((c) => !c.isDefault);
  if (shown.length === 0) return null;
  return (
    <div className={styles.group}>
      <button
        type="button"
        className={styles.row}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((o) => !o)}
      >
        <GridIcon size={22} className={styles.rowIcon} />
        <span className={styles.rowLabel}>{t('drawer.menu')}</span>
        <ChevronDownIcon size={18} className={menuOpen ? styles.chevronOpen : styles.rowAside} />
      </button>
      <ul id={menuId} className={styles.categories} hidden={!menuOpen}>
        {shown.map((c) => (
          <li key={c.id}>
            <RouterLink
              href={href(categoryPath(c.slug))}
              className={styles.category}
              aria-current={c.slug === current ? 'page' : undefined}
            >
              {c.name}
            </RouterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
