import type { Pagination } from '../../api/types';
import { useT } from '../../i18n';
import { Button } from '../../ui';
import { adminKitMessages } from './messages';

/** Previous / next under a paged table, with where the reader is and how many there are. */
export function Pager({ pagination, onPage }: { pagination: Pagination; onPage: (page: number) => void }) {
  const t = useT(adminKitMessages);
  const { page, totalPages, total } = pagination;
  const pages = Math.max(totalPages, 1);
  return (
    <nav className="bo-pager" aria-label={t('pagination')}>
      <span className="bo-pager__total">{t('total', { total })}</span>
      <div className="bo-pager__buttons">
        <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('previous')}
        </Button>
        <span className="bo-pager__where" aria-live="polite">
          {t('pageOf', { page, pages })}
        </span>
        <Button size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('next')}
        </Button>
      </div>
    </nav>
  );
}
