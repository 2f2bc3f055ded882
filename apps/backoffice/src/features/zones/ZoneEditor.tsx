import type { TAdminZone, TAdminZones, TLanguage, TZoneVersion } from '@food/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { LANGUAGE_NAMES, minorUnitsOf, useErrorText, useFormat, useLanguage, useT } from '../../i18n';
import { Button, Notice, Panel, Row, Select, Stack, TextArea, TextField, useToast } from '../../ui';
import { ConfirmDialog, showFieldErrors } from '../admin-kit';
import { zoneMessages } from './messages';
import { writeOfForm, type FormField, type FormProblem, type FormProblems, type ZoneForm } from './zone-form';
import { zonesApi } from './zones-api';
import { zoneName } from './ZonesTable';

const BROWSER_TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** API refusals that belong to a field of the form. */
const FIELD_OF_CODE: Record<string, FormField> = {
  ZONE_SELF_INTERSECTS: 'points',
  ZONE_TOO_FEW_POINTS: 'points',
  ZONE_POLYGON_INVALID: 'points',
  UNKNOWN_OUTLET: 'outletId',
};

type Action = 'create' | 'publish' | 'draft';

/**
 * The form of one zone beside the map: names in every language of the brand, the outlet, money,
 * time, priority, colour and the outline's points (the keyboard's way to draw); publish, keep as a
 * draft, discard the draft, delete; and the zone's published versions with restore.
 */
export function ZoneEditor({
  data,
  zone,
  form,
  onChange,
  livePointsProblem,
  onSaved,
  onDeleted,
  onClose,
}: {
  data: TAdminZones;
  /** null: a new zone */
  zone: TAdminZone | null;
  form: ZoneForm;
  onChange: (next: ZoneForm) => void;
  livePointsProblem: FormProblem | null;
  onSaved: (zone: TAdminZone) => void;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const t = useT(zoneMessages);
  const errorText = useErrorText();
  const format = useFormat();
  const { language } = useLanguage();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<FormProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<Action | 'discard' | null>(null);
  const [asking, setAsking] = useState<'delete' | { version: number } | null>(null);
  const perMajor = minorUnitsOf(data.currencyCode);
  const currency = data.currencyCode;
  const name = zone ? zoneName(zone, language, data.defaultLanguage) : t('formNew');

  const text = (problem: FormProblem | undefined | null) =>
    problem ? t(problem.key, problem.vars) : undefined;
  const set = (patch: Partial<ZoneForm>) => {
    onChange({ ...form, ...patch });
  };
  const pointsError = text(problems.points ?? livePointsProblem);

  async function run(action: Action) {
    const built = writeOfForm(form, perMajor, data.defaultLanguage);
    setFailure(null);
    if (!built.ok) {
      if (formRef.current) showFieldErrors(formRef.current, () => setProblems(built.problems));
      else setProblems(built.problems);
      setFailure(t('fixFields'));
      return;
    }
    setProblems({});
    setBusy(action);
    try {
      const saved =
        action === 'create'
          ? await zonesApi.create(data.businessRegionId, built.write)
          : action === 'publish'
            ? await zonesApi.publish(zone!.id, built.write)
            : await zonesApi.saveDraft(zone!.id, built.write);
      const savedName = zoneName(saved, language, data.defaultLanguage);
      toast.show(
        t(action === 'create' ? 'created' : action === 'publish' ? 'publishedToast' : 'draftSaved', {
          name: savedName,
        }),
      );
      onSaved(saved);
    } catch (error) {
      const field = error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined;
      if (field && error instanceof ApiError) {
        const mapped: FormProblem =
          error.code === 'UNKNOWN_OUTLET'
            ? { key: 'errOutlet' }
            : error.code === 'ZONE_TOO_FEW_POINTS'
              ? { key: 'errTooFewPoints' }
              : { key: 'errPolygonInvalid', vars: { message: error.message } };
        if (formRef.current) showFieldErrors(formRef.current, () => setProblems({ [field]: mapped }));
      } else setFailure(errorText(error));
    } finally {
      setBusy(null);
    }
  }

  async function discard() {
    if (!zone) return;
    setBusy('discard');
    setFailure(null);
    try {
      await zonesApi.discardDraft(zone.id);
      toast.show(t('draftDiscarded', { name }));
      onSaved({ ...zone, draft: null });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(null);
    }
  }

  const outletName = (id: number) => data.outlets.find((o) => o.id === id)?.name ?? `#${id}`;

  return (
    <Panel
      title={zone ? t('formEdit', { name }) : t('formNew')}
      className="bo-zone-editor"
      actions={
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('closeForm')}
        </Button>
      }
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run(zone ? 'publish' : 'create');
        }}
      >
        <Stack gap="sm">
          {zone?.draft ? (
            <Notice tone="warning">
              {t('draftNotice', { when: format.dateTime(zone.draft.updatedAt, BROWSER_TZ) })}
            </Notice>
          ) : null}
          {data.languages.map((lang: TLanguage) => (
            <TextField
              key={lang}
              label={t('nameIn', { language: LANGUAGE_NAMES[lang] })}
              hint={lang === data.defaultLanguage ? t('nameRequiredHint') : undefined}
              value={form.name[lang] ?? ''}
              maxLength={100}
              error={text(problems[`name.${lang}`])}
              onChange={(e) => set({ name: { ...form.name, [lang]: e.target.value } })}
            />
          ))}
          <Select
            label={t('outlet')}
            value={form.outletId}
            error={text(problems.outletId)}
            onChange={(e) => set({ outletId: e.target.value })}
          >
            <option value="">{t('chooseOutlet')}</option>
            {data.outlets.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
          <div className="bo-zone-grid">
            <TextField
              label={t('deliveryPriceLabel', { currency })}
              inputMode="decimal"
              value={form.deliveryPrice}
              error={text(problems.deliveryPrice)}
              onChange={(e) => set({ deliveryPrice: e.target.value })}
            />
            <TextField
              label={t('minOrderLabel', { currency })}
              inputMode="decimal"
              value={form.minOrderAmount}
              error={text(problems.minOrderAmount)}
              onChange={(e) => set({ minOrderAmount: e.target.value })}
            />
            <TextField
              label={t('freeFromLabel', { currency })}
              hint={t('freeFromHint')}
              inputMode="decimal"
              value={form.freeDeliveryThreshold}
              error={text(problems.freeDeliveryThreshold)}
              onChange={(e) => set({ freeDeliveryThreshold: e.target.value })}
            />
            <TextField
              label={t('timeLabel')}
              inputMode="numeric"
              value={form.deliveryTimeMinutes}
              error={text(problems.deliveryTimeMinutes)}
              onChange={(e) => set({ deliveryTimeMinutes: e.target.value })}
            />
            <TextField
              label={t('priorityLabel')}
              hint={t('priorityHint')}
              inputMode="numeric"
              value={form.priority}
              error={text(problems.priority)}
              onChange={(e) => set({ priority: e.target.value })}
            />
            <TextField
              label={t('colourLabel')}
              type="color"
              className="bo-zone-colour"
              value={/^#[0-9a-f]{6}$/i.test(form.color) ? form.color : '#2f9e44'}
              error={text(problems.color)}
              onChange={(e) => set({ color: e.target.value })}
            />
          </div>
          <TextArea
            label={t('pointsLabel')}
            hint={t('pointsHint')}
            rows={6}
            spellCheck={false}
            className="bo-zone-points"
            value={form.points}
            error={pointsError}
            onChange={(e) => {
              set({ points: e.target.value });
              if (problems.points) setProblems({ ...problems, points: undefined });
            }}
          />
          {failure ? <Notice tone="danger">{failure}</Notice> : null}
          <Row gap="sm" className="bo-zone-actions">
            <Button type="submit" variant="primary" busy={busy === 'publish' || busy === 'create'}>
              {zone ? t('publish') : t('create')}
            </Button>
            {zone ? (
              <Button busy={busy === 'draft'} onClick={() => void run('draft')}>
                {t('saveDraft')}
              </Button>
            ) : null}
            {zone?.draft ? (
              <Button busy={busy === 'discard'} onClick={() => void discard()}>
                {t('discardDraft')}
              </Button>
            ) : null}
            {zone ? (
              <Button variant="danger" onClick={() => setAsking('delete')}>
                {t('deleteZone')}
              </Button>
            ) : null}
          </Row>
        </Stack>
      </form>
      {zone ? <ZoneHistory zone={zone} onRestore={(version) => setAsking({ version })} /> : null}
      {asking === 'delete' && zone ? (
        <ConfirmDialog
          title={t('deleteTitle', { name })}
          confirmLabel={t('deleteZone')}
          explain={errorText}
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            await zonesApi.remove(zone.id);
            setAsking(null);
            toast.show(t('deleted', { name }));
            onDeleted();
          }}
        >
          {t('deleteBody', { outlet: outletName(zone.outletId) })}
        </ConfirmDialog>
      ) : null}
      {asking && asking !== 'delete' && zone ? (
        <ConfirmDialog
          title={t('restoreTitle', { version: asking.version })}
          confirmLabel={t('restore')}
          tone="primary"
          explain={errorText}
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            const saved = await zonesApi.restore(zone.id, asking.version);
            setAsking(null);
            toast.show(t('restored', { version: asking.version, name }));
            onSaved(saved);
          }}
        >
          {t('restoreBody')}
        </ConfirmDialog>
      ) : null}
    </Panel>
  );
}

function ZoneHistory({ zone, onRestore }: { zone: TAdminZone; onRestore: (version: number) => void }) {
  const t = useT(zoneMessages);
  const format = useFormat();
  const errorText = useErrorText();
  const [versions, setVersions] = useState<TZoneVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setVersions(null);
    zonesApi
      .versions(zone.id)
      .then((list) => live && setVersions(list))
      .catch((err: unknown) => live && setError(errorText(err)));
    return () => {
      live = false;
    };
  }, [zone.id, zone.version, errorText]);

  return (
    <section className="bo-zone-history" aria-labelledby={`zone-history-${zone.id}`}>
      <h3 id={`zone-history-${zone.id}`} className="bo-zone-history__title">
        {t('historyTitle')}
      </h3>
      {error ? <Notice tone="danger">{error}</Notice> : null}
      {versions && versions.length === 0 ? <p className="bo-zone-muted">{t('historyEmpty')}</p> : null}
      {versions && versions.length ? (
        <ol className="bo-zone-history__list" data-testid="zone-history">
          {versions.map((v) => (
            <li key={v.version}>
              <span>
                <strong>{t('versionLabel', { version: v.version })}</strong>{' '}
                <span className="bo-zone-muted">
                  {t('versionBy', {
                    when: format.dateTime(v.createdAt, BROWSER_TZ),
                    by: v.by ?? t('bySeed'),
                  })}
                </span>
              </span>
              {v.version !== zone.version ? (
                <Button
                  size="sm"
                  aria-label={t('restoreLabel', { version: v.version })}
                  onClick={() => onRestore(v.version)}
                >
                  {t('restore')}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
