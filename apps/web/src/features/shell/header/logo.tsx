'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { imageSrc } from '@/lib/image';
import { PATHS, useLocalizedHref } from '../links';
import { useSite } from '../site-context';
import styles from './logo.module.css';

/** The brand logo linking home; its desktop and mobile sizes come from the brand config. */
export function Logo({ className = '' }: { className?: string }) {
  const site = useSite();
  const t = useTranslations('header');
  const href = useLocalizedHref();
  const { desktop } = site.logo;
  return (
    <Link
      href={href(PATHS.home)}
      className={`${styles.logo} ${className}`}
      aria-label={t('home', { brand: site.brand.name })}
    >
      <img
        src={imageSrc(site.logo.url, { w: desktop.width * 2, h: desktop.height * 2, isBot: site.isBot })}
        alt={site.brand.name}
        width={desktop.width}
        height={desktop.height}
        className={styles.image}
      />
    </Link>
  );
}
