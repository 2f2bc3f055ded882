import type { TOutletProduct, TOutletProducts, TOutletStopList, TStopListEntry } from '@food/contracts';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client';
import { commonMessages, useErrorText, useFormat, useT } from '../../i18n';
import { OutletPicker, useOutletParam, usePlaces } from '../../session';
import { useNow } from '../../lib/use-now';
import {
  Badge,
  Button,
  EmptyState,
  Notice,
  PageHeader,
  Panel,
  Spinner,
  Stack,
  Table,
  TextField,
  Toolbar,
  useToast,
} from '../../ui';
import { useOutletRead } from '../admin-kit';
import { stopListMessages } from './messages';
import { useStopWords } from './stop-words';
import { PutOnStopDialog } from './PutOnStopDialog';
import { minutesLeft } from './stop-rules';
import './stop-list.css';

const SHOWN_RESULTS = 30;

/**
 * Stop list of one outlet (issue 18 item 5): what is on stop with the time left, brought back in
 * one click; a search over what the outlet sells to put a dish or an addon on stop until the end
 * of the day, until a time, or until further notice.
 */
export function StopListPage() {
  const t = useT(stopListMessages);
  const common = useT(commonMessages);
  const errorText = useErrorText();
  const format = useFormat();
  const places = usePlaces();
  const toast = useToast();
  const [outletId, setOutletId] = useOutletParam();
  const outlet = outletId !== null ? places.outletById.get(outletId) : undefined;
  const now = useNow(30_000);
  const { untilText, kindBadge } = useStopWords(outlet?.timeZone, now);

  const {
    data: list,
    error: listError,
    reload: loadList,
  } = useOutletRead<TOutletStopList>(outletId, 'stop-list');
  const [q, setQ] = useState('');
  const [products, setProducts] = useState<TOutletProduct[] | null>(null);
  const [choosing, setChoosing] = useState<TOutletProduct | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const loadProducts = useCallback(
    async (query: string) => {
      if (outletId === null) return;
      try {
        const search = query.trim() ? `?q=${encodeURIComponent(query.trim())}` : '';
        const answer = await api.get<TOutletProducts>(`/outlets/${outletId}/products${search}`);
        setProducts(answer.data);
      } catch (error) {
        toast.show(errorText(error), 'danger');
      }
    },
    [outletId, toast, errorText],
  );

  useEffect(() => {
    setProducts(null);
  }, [outletId]);

  // a search as the name is typed, a moment after the last key
  useEffect(() => {
    const timer = setTimeout(() => void loadProducts(q), 250);
    return () => clearTimeout(timer);
  }, [q, loadProducts]);

  async function bringBack(entry: { productId: number; name: string }) {
    if (outletId === null || !outlet) return;
    setBusy(entry.productId);
    try {
      await api.del(`/outlets/${outletId}/stop-list/${entry.productId}`);
      toast.show(t('broughtBack', { name: entry.name, outlet: outlet.name }));
      await Promise.all([loadList(), loadProducts(q)]);
    } catch (error) {
      toast.show(errorText(error), 'danger');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="bo-page">
      <PageHeader title={t('title')} description={t('intro')} />
      <Toolbar>
        <OutletPicker label={t('outlet')} value={outletId} onChange={setOutletId} />
      </Toolbar>

      {outlet ? (
        <Stack gap="lg">
          <Panel title={t('onStopTitle', { outlet: places.outletLabel(outlet.id) })}>
            {listError ? (
              <Notice
                tone="danger"
                title={t('loadFailed')}
                action={<Button onClick={() => void loadList()}>{common('retry')}</Button>}
              >
                {errorText(listError)}
              </Notice>
            ) : !list ? (
              <Spinner label={common('loading')} />
            ) : list.data.length === 0 ? (
              <EmptyState title={t('nothingOnStop')}>{t('nothingOnStopHint')}</EmptyState>
            ) : (
              <Table data-testid="stop-list">
                <thead>
                  <tr>
                    <th scope="col">{t('name')}</th>
                    <th scope="col">{t('kind')}</th>
                    <th scope="col">{t('until')}</th>
                    <th scope="col">{t('left')}</th>
                    <th scope="col">{t('reason')}</th>
                    <th scope="col">
                      <span className="bo-visually-hidden">{t('actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.map((entry: TStopListEntry) => {
                    const left = minutesLeft(entry.until, now);
                    return (
                      <tr key={entry.productId}>
                        <th scope="row" className="bo-stop__name">
                          {entry.name}
                        </th>
                        <td>{kindBadge(entry.isAddon)}</td>
                        <td>{untilText(entry.until)}</td>
                        <td className="bo-num">{left === null ? '—' : format.duration(left)}</td>
                        <td className="bo-stop__reason">{entry.reason ?? ''}</td>
                        <td className="bo-stop__action">
                          <Button
                            size="sm"
                            variant="primary"
                            busy={busy === entry.productId}
                            aria-label={t('bringBackLabel', { name: entry.name })}
                            onClick={() => void bringBack(entry)}
                          >
                            {t('bringBack')}
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            )}
          </Panel>

          <Panel title={t('findTitle')}>
            <Stack gap="md">
              <TextField
                label={t('search')}
                hint={t('searchHint')}
                type="search"
                value={q}
                onChange={(e) => setQ(e.target.value)}
                autoComplete="off"
                className="bo-stop__search"
              />
              {products === null ? (
                <Spinner label={common('loading')} />
              ) : products.length === 0 ? (
                <EmptyState title={t('noResults', { q })} />
              ) : (
                <>
                  <Table data-testid="stop-products">
                    <thead>
                      <tr>
                        <th scope="col">{t('name')}</th>
                        <th scope="col">{t('article')}</th>
                        <th scope="col">{t('kind')}</th>
                        <th scope="col">{t('state')}</th>
                        <th scope="col">
                          <span className="bo-visually-hidden">{t('actions')}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {products.slice(0, SHOWN_RESULTS).map((product) => (
                        <tr key={product.id}>
                          <th scope="row" className="bo-stop__name">
                            {product.name}
                          </th>
                          <td className="bo-stop__article">{product.article}</td>
                          <td>{kindBadge(product.isAddon)}</td>
                          <td>
                            {product.onStop ? (
                              <Badge tone="danger">
                                {t('onStop')} · {untilText(product.until)}
                              </Badge>
                            ) : (
                              <Badge tone="success">{t('onSale')}</Badge>
                            )}
                          </td>
                          <td className="bo-stop__action">
                            {product.onStop ? (
                              <Button
                                size="sm"
                                busy={busy === product.id}
                                aria-label={t('bringBackLabel', { name: product.name })}
                                onClick={() => void bringBack({ productId: product.id, name: product.name })}
                              >
                                {t('bringBack')}
                              </Button>
                            ) : (
                              <Button
                                size="sm"
                                variant="danger"
                                aria-label={t('putOnStopLabel', { name: product.name })}
                                onClick={() => setChoosing(product)}
                              >
                                {t('putOnStop')}
                              </Button>
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                  {products.length > SHOWN_RESULTS ? (
                    <p className="bo-stop__more">{t('moreResults', { count: SHOWN_RESULTS })}</p>
                  ) : null}
                </>
              )}
            </Stack>
          </Panel>
        </Stack>
      ) : null}

      {choosing && outlet ? (
        <PutOnStopDialog
          product={choosing}
          outlet={outlet}
          outletLabel={places.outletLabel(outlet.id)}
          onClose={() => setChoosing(null)}
          onDone={async () => {
            toast.show(t('put', { name: choosing.name, outlet: outlet.name }));
            setChoosing(null);
            await Promise.all([loadList(), loadProducts(q)]);
          }}
        />
      ) : null}
    </div>
  );
}
