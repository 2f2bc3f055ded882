import type { ReactNode } from 'react';
import { commonMessages, useT } from '../../i18n';
import { Button, EmptyState, Notice, Spinner } from '../../ui';
import type { Resource } from './use-resource';

/**
 * What a list shows instead of its rows: why it did not load, with a way to try again; a
 * spinner while it loads the first time; `empty` once it has loaded and has nothing to show.
 * A reload keeps the rows shown (no spinner over data already there).
 */
export function LoadStatus({
  resource,
  failedTitle,
  explain,
  isEmpty = false,
  empty,
}: {
  resource: Pick<Resource<unknown>, 'data' | 'error' | 'isLoading' | 'reload'>;
  failedTitle: ReactNode;
  explain: (error: unknown) => string;
  /** nothing to show (after the page's own filters) */
  isEmpty?: boolean;
  empty?: ReactNode;
}) {
  const common = useT(commonMessages);
  const { data, error, isLoading, reload } = resource;
  return (
    <>
      {error ? (
        <Notice
          tone="danger"
          title={failedTitle}
          action={<Button onClick={reload}>{common('retry')}</Button>}
        >
          {explain(error)}
        </Notice>
      ) : null}
      {!data && isLoading ? <Spinner label={common('loading')} /> : null}
      {data && isEmpty && empty ? <EmptyState title={empty} /> : null}
    </>
  );
}
