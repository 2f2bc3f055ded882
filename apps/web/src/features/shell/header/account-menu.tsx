'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon, GiftIcon, HeartIcon, HomeIcon, LogoutIcon, OrdersIcon, UserIcon } from '../icons';
import { PATHS, useLocalizedHref } from '../links';
import { displayName, type StoredUser } from '../stored-user';
import { useLogOut } from '../use-log-out';
import styles from './account-menu.module.css';

/**
 * The signed-in customer's menu (SPEC section 2): a disclosure of links that closes on Escape
 * (focus back on its button), on a click elsewhere and when focus leaves it.
 */
export function AccountMenu({
  user,
  showBonuses,
  className = '',
}: {
  user: StoredUser;
  showBonuses: boolean;
  className?: string;
}) {
  const t = useTranslations('common.account');
  const th = useTranslations('header');
  const href = useLocalizedHref();
  const logOut = useLogOut();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const items = [
    { path: PATHS.favorites, label: t('favorites'), Icon: HeartIcon },
    { path: PATHS.orders, label: t('orders'), Icon: OrdersIcon },
    ...(showBonuses ? [{ path: PATHS.bonuses, label: t('bonuses'), Icon: GiftIcon }] : []),
    { path: PATHS.profile, label: t('profile'), Icon: UserIcon },
    { path: PATHS.addresses, label: t('addresses'), Icon: HomeIcon },
  ];
  const name = displayName(user);

  return (
    <div
      ref={rootRef}
      className={`${styles.root} ${className}`}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        data-testid="user-menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.avatar} aria-hidden="true">
          <UserIcon size={18} />
        </span>
        <span className={styles.name}>{name ?? th('account')}</span>
        <ChevronDownIcon size={16} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <nav aria-label={th('accountMenu')}>
          <ul className={styles.list}>
            {items.map(({ path, label, Icon }) => (
              <li key={path}>
                <RouterLink href={href(path)} className={styles.item} onClick={() => setOpen(false)}>
                  <Icon size={20} />
                  {label}
                </RouterLink>
              </li>
            ))}
            <li className={styles.separator}>
              <button
                type="button"
                className={styles.item}
                onClick={() => {
                  logOut();
                  setOpen(false);
                }}
              >
                <LogoutIcon size={20} />
                {t('logout')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
