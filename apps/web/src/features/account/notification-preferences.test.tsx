import { ZNotificationPreferences, type TNotificationPreferences, type TUser } from '@food/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbarStore } from '../shell/notify';
import { NotificationPreferencesCard } from './notification-preferences';

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public/locales');
const messagesOf = (locale: string) => ({
  account: JSON.parse(readFileSync(path.join(LOCALES, locale, 'account.json'), 'utf8')) as Record<
    string,
    unknown
  >,
});

const USER = {
  id: '0b7c0f0e-2f5a-4c57-9a55-0f9d1c2b3a4d',
  phone: '+380671234567',
  email: 'olena@example.com',
} as TUser;
const PATH = `/api/customer/v1/notificationPreferences/${USER.id}`;

/**
 * The customer API behind `fetch`, keeping the choices as the API does (a PATCH changes only the
 * channels it names and answers them all); `refuse` makes the next PATCHes fail with a 500.
 */
function fakeCustomerApi(start: Partial<TNotificationPreferences> = {}) {
  let prefs: TNotificationPreferences = ZNotificationPreferences.parse({
    statusEmail: true,
    statusSms: false,
    statusPush: false,
    updatedAt: null,
    ...start,
  });
  const state = {
    refuse: false,
    failLoads: 0,
    requests: [] as Array<{ method: string; path: string; body: unknown }>,
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    state.requests.push({ method, path: url.pathname, body });
    const json = (status: number, payload: unknown) =>
      new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname !== PATH) return json(404, { error: { code: 'NOT_FOUND', message: 'no', details: [] } });
    if (method === 'GET') {
      if (state.failLoads > 0) {
        state.failLoads--;
        return json(503, { error: { code: 'UNAVAILABLE', message: 'down', details: [] } });
      }
      return json(200, prefs);
    }
    if (state.refuse) return json(500, { error: { code: 'INTERNAL', message: 'boom', details: [] } });
    prefs = ZNotificationPreferences.parse({
      ...prefs,
      ...(body as object),
      updatedAt: new Date().toISOString(),
    });
    return json(200, prefs);
  });
  return state;
}

const PUSH = 'Push notifications';
const isOn = (el: HTMLElement) => (el as HTMLInputElement).checked;

function open(locale = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={messagesOf(locale)} timeZone="Europe/Kyiv">
      <NotificationPreferencesCard user={USER} />
    </NextIntlClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the account’s order notifications (issue 21 item 7)', () => {
  it('shows the choices the API answers: e-mail on to the account’s address, SMS and push off', async () => {
    fakeCustomerApi();
    open();
    const email = await screen.findByRole('switch', { name: 'E-mail' });
    expect(isOn(email)).toBe(true);
    expect(isOn(screen.getByRole('switch', { name: 'SMS' }))).toBe(false);
    expect(isOn(screen.getByRole('switch', { name: PUSH }))).toBe(false);
    expect(screen.getByText('Status changes by e-mail to olena@example.com.')).toBeTruthy();
  });

  it('saves a switch at once, sending only that channel, and keeps what the API answered', async () => {
    const api = fakeCustomerApi();
    open();
    const sms = await screen.findByRole('switch', { name: 'SMS' });
    fireEvent.click(sms);
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(api.requests.find((r) => r.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: PATH,
      body: { statusSms: true },
    });
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'SMS' }) as HTMLInputElement).disabled).toBe(false),
    );
    expect(isOn(screen.getByRole('switch', { name: 'SMS' }))).toBe(true);
    expect(isOn(screen.getByRole('switch', { name: 'E-mail' }))).toBe(true);
  });

  it('puts a switch back when the save is refused', async () => {
    const api = fakeCustomerApi();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    open('uk');
    const email = await screen.findByRole('switch', { name: 'E-mail' });
    api.refuse = true;
    fireEvent.click(email);
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(api.requests.find((r) => r.method === 'PATCH')!.body).toEqual({ statusEmail: false });
    await waitFor(() => expect(isOn(screen.getByRole('switch', { name: 'E-mail' }))).toBe(true));
    expect(snackbarStore.get()?.text).toBe('Не вдалося зберегти. Спробуйте ще раз.');
    expect((screen.getByRole('switch', { name: 'E-mail' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('says when the choices could not be loaded, and loads them on retry', async () => {
    const api = fakeCustomerApi({ statusPush: true });
    api.failLoads = 1;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(isOn(await screen.findByRole('switch', { name: PUSH }))).toBe(true);
  });
});
