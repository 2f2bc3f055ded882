import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { usePlaces } from '../../session';
import { adminKitMessages } from './messages';
import { scopeNames } from './scope-rules';

/** A scope in a table cell: "Every brand and outlet", or the brands and then the outlets by name. */
export function ScopeText({
  scope,
  everythingLabel,
}: {
  scope: { isOwnerScope?: boolean; retailNetworkIds: readonly number[]; outletIds: readonly number[] };
  /** what "everything" is called here (an owner's role already says it, say) */
  everythingLabel?: ReactNode;
}) {
  const t = useT(adminKitMessages);
  const names = scopeNames(scope, usePlaces());
  if (names.isEverything) return <span className="bo-scope-text">{everythingLabel ?? t('everything')}</span>;
  if (!names.brands.length && !names.outlets.length) return <span className="bo-muted">{t('nothing')}</span>;
  return (
    <span className="bo-scope-text">
      {names.brands.length ? <span className="bo-scope-text__brands">{names.brands.join(', ')}</span> : null}
      {names.brands.length && names.outlets.length ? '; ' : null}
      {names.outlets.length ? <span>{names.outlets.join(', ')}</span> : null}
    </span>
  );
}
