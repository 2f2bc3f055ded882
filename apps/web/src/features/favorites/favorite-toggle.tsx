'use client';

import { useTranslations } from 'next-intl';
import { HeartIcon } from '../shell/icons';
import { useSite } from '../shell/site-context';
import { useUser } from '../shell/use-user';
import { toggleFavorite, useFavoriteIds } from './favorites-store';
import styles from './favorite-toggle.module.css';

/**
 * The heart on product cards and pages (SPEC sections 4 and 6): signed-in customers only. A
 * toggle button (aria-pressed) whose name says what pressing it does.
 */
export function FavoriteToggle(props: ToggleProps) {
  const user = useUser();
  // a guest's menu has no hearts: the button's own hooks run for the signed-in only
  return user ? <FavoriteButton {...props} userId={user.id} /> : null;
}

interface ToggleProps {
  productId: number;
  productName: string;
  variant?: 'card' | 'page';
  className?: string;
}

function FavoriteButton({
  productId,
  productName,
  variant = 'card',
  className = '',
  userId,
}: ToggleProps & { userId: string }) {
  const t = useTranslations('favorites');
  const site = useSite();
  const ids = useFavoriteIds();
  const isFavorite = ids.includes(productId);
  return (
    <button
      type="button"
      className={`${styles.toggle} ${variant === 'page' ? styles.page : styles.card} ${className}`}
      data-testid="favorite-toggle"
      aria-pressed={isFavorite}
      aria-label={t(isFavorite ? 'remove' : 'add', { name: productName })}
      title={t(isFavorite ? 'remove' : 'add', { name: productName })}
      onClick={(e) => {
        // on a card the button sits over the card's link
        e.preventDefault();
        e.stopPropagation();
        void toggleFavorite({ userId, rn: site.rn, br: site.city.id, lang: site.locale }, productId);
      }}
    >
      <HeartIcon size={variant === 'page' ? 22 : 20} fill={isFavorite ? 'currentColor' : 'none'} />
      {variant === 'page' && <span>{t(isFavorite ? 'inFavorites' : 'toFavorites')}</span>}
    </button>
  );
}
