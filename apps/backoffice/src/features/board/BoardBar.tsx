import { useSearchParams } from 'wouter';
import { useT } from '../../i18n';
import { usePlaces } from '../../session';
import { Button, Select } from '../../ui';
import type { useChime, useNotifications } from './alerts';
import { boardMessages } from './messages';
import type { Connection } from './use-board';

/**
 * The board's header: the outlet filter (kept in the URL, ?outlet=1001), whether the board is
 * live, the chime switch and the button that asks for notifications.
 */
export function BoardBar({
  outletId,
  connection,
  chime,
  notifications,
}: {
  outletId: number | null;
  connection: Connection;
  chime: ReturnType<typeof useChime>;
  notifications: ReturnType<typeof useNotifications>;
}) {
  const t = useT(boardMessages);
  const places = usePlaces();
  const [, setParams] = useSearchParams();
  const live = connection === 'live';
  return (
    <header className="bo-board__bar">
      <h1 className="bo-board__title">{t('title')}</h1>
      {places.outlets.length > 1 ? (
        <Select
          label={t('outlet')}
          className="bo-board__outlet"
          value={outletId ?? ''}
          onChange={(e) =>
            setParams((p) => {
              if (e.target.value) p.set('outlet', e.target.value);
              else p.delete('outlet');
              return p;
            })
          }
        >
          <option value="">{t('allOutlets')}</option>
          {places.outlets.map((o) => (
            <option key={o.id} value={o.id}>
              {places.outletLabel(o.id)}
            </option>
          ))}
        </Select>
      ) : (
        <p className="bo-board__single-outlet">{places.outlets[0]?.name}</p>
      )}
      <div className="bo-board__tools">
        <span
          className={`bo-board__live bo-board__live--${connection}`}
          title={live ? t('liveHint') : t('reconnectingHint')}
          role="status"
        >
          <span className="bo-board__dot" aria-hidden="true" />
          {live ? t('live') : connection === 'connecting' ? t('connecting') : t('reconnecting')}
        </span>
        <Button
          size="sm"
          aria-pressed={chime.enabled}
          title={t('soundHint')}
          onClick={() => chime.setEnabled(!chime.enabled)}
        >
          {chime.enabled ? t('soundOn') : t('soundOff')}
        </Button>
        {notifications.permission === 'default' ? (
          <Button size="sm" onClick={() => void notifications.request()}>
            {t('notifyAsk')}
          </Button>
        ) : notifications.permission === 'granted' ? (
          <span className="bo-board__hint">{t('notifyOn')}</span>
        ) : notifications.permission === 'denied' ? (
          <span className="bo-board__hint">{t('notifyBlocked')}</span>
        ) : null}
      </div>
    </header>
  );
}
