import styles from './store-badges.module.css';

type BadgeText = 'appStore.label' | 'appStore.caption' | 'googlePlay.label' | 'googlePlay.caption';

/**
 * App Store and Google Play badges, drawn here (no third-party images), shown per SPEC §2. No
 * hooks: server HTML in the footer, and the side drawer (a client component) renders it too.
 */
export function StoreBadges({
  appStore,
  googlePlay,
  t,
}: {
  appStore: string | null;
  googlePlay: string | null;
  /** the `common` namespace's translator */
  t: (key: BadgeText) => string;
}) {
  if (!appStore && !googlePlay) return null;
  return (
    <ul className={styles.list}>
      {appStore && (
        <li>
          <a
            href={appStore}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.badge}
            aria-label={t('appStore.label')}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true">
              <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8A4.8 4.8 0 0 0 4 9.5c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4a10 10 0 0 0 1.4-2.8 4.3 4.3 0 0 1-2.6-3.9ZM14 5.4a4.4 4.4 0 0 0 1-3.2 4.5 4.5 0 0 0-2.9 1.5 4.2 4.2 0 0 0-1 3.1c1.1.1 2.2-.5 2.9-1.4Z" />
            </svg>
            <span className={styles.text}>
              <span className={styles.caption}>{t('appStore.caption')}</span>
              <span className={styles.name}>App Store</span>
            </span>
          </a>
        </li>
      )}
      {googlePlay && (
        <li>
          <a
            href={googlePlay}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.badge}
            aria-label={t('googlePlay.label')}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M4 2.8 13.6 12 4 21.2a1.3 1.3 0 0 1-.6-1.1V3.9c0-.4.2-.9.6-1.1Z" fill="#00d7fe" />
              <path d="m16.8 8.9-3.2 3.1L4 2.8c.3-.2.8-.2 1.2 0Z" fill="#00f076" />
              <path d="M16.8 15.1 5.2 21.2c-.4.2-.9.2-1.2 0l9.6-9.2Z" fill="#ff3a44" />
              <path d="m20.2 10.8-3.4-1.9-3.2 3.1 3.2 3.1 3.4-1.9c.9-.5.9-1.9 0-2.4Z" fill="#ffd400" />
            </svg>
            <span className={styles.text}>
              <span className={styles.caption}>{t('googlePlay.caption')}</span>
              <span className={styles.name}>Google Play</span>
            </span>
          </a>
        </li>
      )}
    </ul>
  );
}
