'use client';

import { UserIcon } from '../shell/icons';
import styles from './account.module.css';

/** API avatars go through the same-origin /api path, like catalogue images (src/lib/image.ts). */
function avatarSrc(url: string): string {
  const marker = '/customer/v1/avatars/';
  const at = url.indexOf(marker);
  return at >= 0 ? `/api${url.slice(at)}` : url;
}

export function Avatar({ imageUrl, size = 56 }: { imageUrl?: string | null; size?: number }) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size }}>
      {imageUrl ? (
        <img src={avatarSrc(imageUrl)} alt="" width={size} height={size} />
      ) : (
        <UserIcon size={Math.round(size / 2)} />
      )}
    </span>
  );
}
