import type { TMenuImportResult } from '@food/contracts';
import { useId, useState, type FormEvent } from 'react';
import { API_BASE, ApiError, getCsrfToken, query } from '../../api/client';
import { commonMessages, useErrorText, useT } from '../../i18n';
import { usePlaces } from '../../session';
import {
  Badge,
  Button,
  Notice,
  PageHeader,
  Panel,
  Row,
  Select,
  Stack,
  Table,
  Toolbar,
  useToast,
  type Tone,
} from '../../ui';
import { useUrlParams } from '../admin-kit';
import { menuImportMessages } from './messages';
import './menu-import.css';

const MAX_BYTES = 10 * 1024 * 1024;
type Format = 'csv' | 'xlsx';
const ACTION_TONE: Record<TMenuImportResult['changes'][number]['action'], Tone> = {
  create: 'success',
  update: 'info',
  unchanged: 'neutral',
};

const formatOf = (file: File): Format | null =>
  /\.xlsx$/i.test(file.name) ? 'xlsx' : /\.(csv|txt)$/i.test(file.name) ? 'csv' : null;

/** POST the file itself (the API's JSON client sends only JSON); a 422 is the refused plan. */
async function sendFile(rn: number, file: File, format: Format, dryRun: boolean): Promise<TMenuImportResult> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type':
      format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv',
  };
  const csrf = getCsrfToken();
  if (csrf) headers['x-csrf-token'] = csrf;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/menu/import${query({ retailNetworkId: rn, format, dryRun })}`, {
      method: 'POST',
      headers,
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'The server cannot be reached');
  }
  const data = (await res.json().catch(() => null)) as
    (TMenuImportResult & { error?: undefined }) | { error?: { code: string; message: string } } | null;
  if (data && 'changes' in data && Array.isArray(data.changes)) return data as TMenuImportResult;
  const error = data && 'error' in data ? data.error : undefined;
  throw new ApiError(res.status, error?.code ?? `HTTP_${res.status}`, error?.message ?? res.statusText);
}

/**
 * The brand's menu to and from a spreadsheet (issue 19 item 8): download it as CSV or XLSX;
 * upload a file, see the dry run's changes and refused rows, then apply it (all or nothing).
 */
export function MenuImportPage() {
  const t = useT(menuImportMessages);
  const common = useT(commonMessages);
  const errorText = useErrorText();
  const toast = useToast();
  const places = usePlaces();
  const [params, update] = useUrlParams();
  const asked = Number(params.get('rn'));
  const rn = places.brands.some((b) => b.retailNetworkId === asked)
    ? asked
    : (places.brands[0]?.retailNetworkId ?? null);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [plan, setPlan] = useState<TMenuImportResult | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = (next: File | null) => {
    setPlan(null);
    setFailure(null);
    setFile(next);
    setFileError(
      !next ? null : !formatOf(next) ? t('wrongType') : next.size > MAX_BYTES ? t('tooLarge') : null,
    );
  };

  const run = async (dryRun: boolean) => {
    if (rn === null || !file) return;
    const format = formatOf(file);
    if (!format || fileError) return;
    setBusy(dryRun ? 'check' : 'apply');
    setFailure(null);
    try {
      const result = await sendFile(rn, file, format, dryRun);
      if (!dryRun && result.applied) {
        toast.show(t('applied', { create: result.counts.create, update: result.counts.update }), 'success');
        setPlan(null);
        setFile(null);
      } else setPlan(result);
    } catch (err) {
      setFailure(
        err instanceof ApiError && err.code === 'IMPORT_UNREADABLE'
          ? t('unreadable', { message: err.message })
          : errorText(err),
      );
    } finally {
      setBusy(null);
    }
  };

  const onCheck = (e: FormEvent) => {
    e.preventDefault();
    void run(true);
  };

  const toApply = plan ? plan.counts.create + plan.counts.update : 0;
  const shown = plan ? plan.changes.filter((c) => c.action !== 'unchanged') : [];
  const exportHref = (format: Format) =>
    rn === null ? '#' : `${API_BASE}/menu/export${query({ retailNetworkId: rn, format })}`;

  return (
    <div className="bo-page bo-page--wide">
      <PageHeader title={common('navMenuImport')} description={t('intro')} />
      {places.brands.length > 1 ? (
        <Toolbar>
          <Select
            label={t('brand')}
            value={rn ?? ''}
            onChange={(e) => {
              update({ rn: e.target.value });
              choose(null);
            }}
          >
            {places.brands.map((b) => (
              <option key={b.retailNetworkId} value={b.retailNetworkId}>
                {b.name}
              </option>
            ))}
          </Select>
        </Toolbar>
      ) : null}
      <Stack gap="lg">
        <Panel title={t('exportTitle')}>
          <p className="bo-menu-import__hint">{t('exportHint')}</p>
          <Row>
            <a className="bo-btn bo-btn--secondary bo-btn--md" href={exportHref('csv')} download>
              {t('exportCsv')}
            </a>
            <a className="bo-btn bo-btn--secondary bo-btn--md" href={exportHref('xlsx')} download>
              {t('exportXlsx')}
            </a>
          </Row>
        </Panel>
        <Panel title={t('importTitle')}>
          <form onSubmit={onCheck} className="bo-menu-import__form">
            <div className="bo-field">
              <label htmlFor={fileId} className="bo-field__label">
                {t('file')}
              </label>
              <p id={`${fileId}-hint`} className="bo-field__hint">
                {t('fileHint')}
              </p>
              <input
                id={fileId}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
                aria-invalid={fileError ? true : undefined}
                onChange={(e) => choose(e.target.files?.[0] ?? null)}
              />
              {fileError ? (
                <p id={`${fileId}-error`} className="bo-field__error" role="alert">
                  {fileError}
                </p>
              ) : null}
            </div>
            <Row>
              <Button type="submit" disabled={!file || !!fileError || busy !== null}>
                {busy === 'check' ? t('checking') : t('check')}
              </Button>
              {plan && !plan.errors.length && toApply > 0 ? (
                <Button variant="primary" disabled={busy !== null} onClick={() => void run(false)}>
                  {busy === 'apply' ? t('applying') : t('apply', { count: toApply })}
                </Button>
              ) : null}
            </Row>
          </form>
          {failure ? <Notice tone="danger">{failure}</Notice> : null}
          {plan ? (
            <div className="bo-menu-import__result" aria-live="polite">
              <p>
                <strong>
                  {t('summary', {
                    create: plan.counts.create,
                    update: plan.counts.update,
                    unchanged: plan.counts.unchanged,
                  })}
                </strong>
              </p>
              {plan.errors.length ? (
                <Table caption={t('errorsTitle')}>
                  <thead>
                    <tr>
                      <th scope="col">{t('line')}</th>
                      <th scope="col">{t('message')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {plan.errors.map((e, i) => (
                      <tr key={`${e.line}:${i}`}>
                        <td>{e.line}</td>
                        <td>{e.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              ) : !toApply ? (
                <Notice tone="info">{t('nothingToApply')}</Notice>
              ) : null}
              {shown.length ? (
                <Table caption={t('changesTitle')}>
                  <thead>
                    <tr>
                      <th scope="col">{t('line')}</th>
                      <th scope="col">{t('article')}</th>
                      <th scope="col">{t('action')}</th>
                      <th scope="col">{t('fields')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((c) => (
                      <tr key={c.line}>
                        <td>{c.line}</td>
                        <td>{c.article}</td>
                        <td>
                          <Badge tone={ACTION_TONE[c.action]}>{t(c.action)}</Badge>
                        </td>
                        <td className="bo-menu-import__fields">{c.fields.join(', ')}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              ) : null}
            </div>
          ) : null}
        </Panel>
      </Stack>
    </div>
  );
}
