/**
 * Demo and production modes (ARCHITECTURE.md "Modes and providers"): the development SMS inbox
 * hands anyone any phone's sign-in code, so it exists in the demo only, never in production,
 * not even with DEMO=true; the test payment page says it moves no money.
 */
import { ZDevSms, ZOrderCreated, ZSendCodeResponse } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P, deliveryBody } from './checkout-fixtures.js';
import { uniqueClientIp, uniquePhone } from './customer-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const sendCode = (api: TestApi, phone: string) =>
  api.post(
    '/customer/mobile/v1/SendCode',
    { retailNetworkId: 1, recipient: phone, source: 'WEB' },
    { headers: { 'x-forwarded-for': uniqueClientIp() } },
  );
const devInbox = (api: TestApi, phone: string) =>
  api.get(`/customer/dev/sms?recipient=${encodeURIComponent(phone)}`);

describe.each(databaseKinds())('modes on %s', (kind) => {
  let demo: TestApi;
  let production: TestApi;
  beforeAll(async () => {
    demo = await startTestApi(kind);
    production = await startTestApi(kind, { NODE_ENV: 'production', DEMO: 'true' });
  });
  afterAll(async () => {
    await demo?.close();
    await production?.close();
  });

  it('serves the development SMS inbox in the demo', async () => {
    const phone = uniquePhone();
    await expectContract(await sendCode(demo, phone), ZSendCodeResponse);
    const sms = await expectContract(await devInbox(demo, phone), ZDevSms);
    expect(sms.recipient).toBe(phone);
    expect(sms.code).toMatch(/^\d{6}$/);
  });

  it('has no development SMS inbox in production, even with DEMO=true', async () => {
    const phone = uniquePhone();
    // the code is still sent (to the log) ...
    await expectContract(await sendCode(production, phone), ZSendCodeResponse);
    // ... but no route reads it back
    await expectError(await devInbox(production, phone), 404, 'ROUTE_NOT_FOUND');
    const docs = (await (await production.get('/docs/json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths)).not.toContain('/customer/dev/sms');
    expect(Object.keys(docs.paths)).toContain('/customer/v1/SendCode');
  });

  it('says on the test payment page, in the page language, that no money moves', async () => {
    const pageOf = async (returnUrl: string, comment: string) => {
      const created = await expectContract(
        await demo.post(
          '/order-service/api/http-order-create',
          deliveryBody([{ productId: P.dragon, count: 1 }], {
            customerComment: comment,
            payment: { paymentType: 'ONLINE', returnUrl },
          }),
        ),
        ZOrderCreated,
        201,
      );
      const page = await demo.get(new URL(created.paymentUrl!).pathname);
      expect(page.status).toBe(200);
      return page.text();
    };
    const uk = await pageOf('http://localhost:3000/order-confirmed/{orderId}', 'note uk');
    expect(uk).toContain('data-testid="demo-note"');
    expect(uk).toContain('Демо: справжніх оплат немає — гроші не списуються.');
    const en = await pageOf('http://localhost:3000/en/order-confirmed/{orderId}', 'note en');
    expect(en).toContain('Demo: no real payments — no money moves.');
    const ru = await pageOf('http://localhost:3000/ru/order-confirmed/{orderId}', 'note ru');
    expect(ru).toContain('Демо: настоящих оплат нет — деньги не списываются.');
  });
});
