/**
 * The menu to and from a spreadsheet (issue 19 item 8): an export imported back changes nothing
 * (CSV and XLSX); a dry run lists the changes and writes nothing; an import writes them, once,
 * audited, each product as a restorable version; a bad file is refused row by row with line numbers and nothing is written; a POS
 * imports through /ops/v1 with a key of the brand, and nobody imports another brand's menu.
 */
import { ZMenuImportResult, ZProductEditor, ZProductList, ZProductVersions } from '@food/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createApiKey, createStaff, type TestStaff } from './staff-fixtures.js';

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(databaseKinds())('menu import and export on %s', (kind) => {
  let api: TestApi;
  let manager: TestStaff;

  beforeAll(async () => {
    api = await startTestApi(kind);
    manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [1] });
  });
  afterAll(() => api?.close());

  const exportMenu = async (format: 'csv' | 'xlsx', member = manager) => {
    const res = await member.get(`/admin/v1/menu/export?retailNetworkId=1&format=${format}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`attachment; filename="menu-1-.*\\.${format}"`),
    );
    return Buffer.from(await res.arrayBuffer());
  };
  const importMenu = (
    body: Buffer | string,
    q: string,
    headers: Record<string, string>,
    type = CSV,
    base = '/admin/v1',
  ) =>
    fetch(`${api.url}${base}/menu/import?retailNetworkId=1&${q}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': type },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
  const asStaff = (m: TestStaff) => ({ cookie: m.cookie, 'x-csrf-token': m.csrfToken });
  const rowsOf = (csv: Buffer) =>
    parse(csv.toString('utf8').replace(/^\uFEFF/, ''), { columns: true }) as Array<Record<string, string>>;
  const toCsv = (rows: Array<Record<string, string>>, header = Object.keys(rows[0]!)) =>
    stringify([header, ...rows.map((r) => header.map((h) => r[h] ?? ''))]);
  const kyivPrice = async (article: string) => {
    const list = await expectContract(
      await api.get(`/catalog/v1/products/?rn=1&br=${BR.kyiv}&target=WEB`),
      ZProductList,
    );
    return list.find((p) => p.article === article)?.price;
  };
  const imports = () =>
    api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'menu.import'), eq(auditLog.retailNetworkId, 1)));

  it('imports its own CSV export back as no change at all', async () => {
    const csv = await exportMenu('csv');
    const rows = rowsOf(csv);
    expect(rows.length).toBeGreaterThan(10);
    expect(Object.keys(rows[0]!)).toEqual(
      expect.arrayContaining(['article', 'category', 'name:uk', 'price:kyiv']),
    );
    const result = await expectContract(
      await importMenu(csv, 'format=csv&dryRun=false', asStaff(manager)),
      ZMenuImportResult,
    );
    expect(result.errors).toEqual([]);
    expect(result.counts).toEqual({ create: 0, update: 0, unchanged: rows.length });
  });

  it('imports its own XLSX export back as no change at all', async () => {
    const xlsx = await exportMenu('xlsx');
    const result = await expectContract(
      await importMenu(xlsx, 'format=xlsx&dryRun=true', asStaff(manager), XLSX),
      ZMenuImportResult,
    );
    expect(result.errors).toEqual([]);
    expect(result.counts.update + result.counts.create).toBe(0);
    expect(result.counts.unchanged).toBeGreaterThan(10);
  });

  it('says what a dry run would change and writes nothing; the import then writes it, audited once', async () => {
    const rows = rowsOf(await exportMenu('csv'));
    const target = rows.find((r) => r['price:kyiv'])!;
    const before = await kyivPrice(target.article!);
    const changed = {
      article: target.article!,
      category: target.category!,
      'name:uk': target['name:uk']!,
      weight: target.weight!,
      'price:kyiv': '999.50',
    };
    const created = {
      article: 'IMPORT-NEW-1',
      category: target.category!,
      'name:uk': 'Новий рол',
      weight: '210',
      'price:kyiv': '150',
    };
    const file = toCsv([changed, created], ['article', 'category', 'name:uk', 'weight', 'price:kyiv']);
    const auditsBefore = (await imports()).length;

    const dry = await expectContract(
      await importMenu(file, 'format=csv', asStaff(manager)),
      ZMenuImportResult,
    );
    expect(dry).toMatchObject({ dryRun: true, applied: false, errors: [] });
    expect(dry.changes).toEqual([
      { line: 2, article: target.article, action: 'update', fields: ['price:kyiv'] },
      {
        line: 3,
        article: 'IMPORT-NEW-1',
        action: 'create',
        fields: ['category', 'name:uk', 'weight', 'price:kyiv'],
      },
    ]);
    expect(await kyivPrice(target.article!)).toBe(before);
    expect(await kyivPrice('IMPORT-NEW-1')).toBeUndefined();
    expect((await imports()).length).toBe(auditsBefore);

    const done = await expectContract(
      await importMenu(file, 'format=csv&dryRun=false', asStaff(manager)),
      ZMenuImportResult,
    );
    expect(done).toMatchObject({ applied: true, counts: { create: 1, update: 1 } });
    expect(await kyivPrice(target.article!)).toBe(99950);
    expect(await kyivPrice('IMPORT-NEW-1')).toBe(15000);
    const audits = await imports();
    expect(audits.length).toBe(auditsBefore + 1);
    expect(audits.at(-1)!.after).toMatchObject({ create: 1, update: 1, format: 'csv' });

    // each product written is a version, as a publish makes: the seed's state restores the price
    const id = (audits.at(-1)!.after as { productIds: number[] }).productIds[0]!;
    const versions = await expectContract(
      await manager.get(`/admin/v1/products/${id}/versions`),
      ZProductVersions,
    );
    expect(versions.map((v) => [v.version, v.by])).toEqual([
      [2, expect.any(String)],
      [1, null],
    ]);
    await expectContract(await manager.post(`/admin/v1/products/${id}/versions/1/restore`), ZProductEditor);
    expect(await kyivPrice(target.article!)).toBe(before);
  });

  it('refuses every bad row with its line number and writes nothing', async () => {
    const rows = rowsOf(await exportMenu('csv'));
    const [a, b] = rows.filter((r) => r['price:kyiv']);
    const before = await kyivPrice(a!.article!);
    const header = ['article', 'category', 'price:kyiv'];
    const file = toCsv(
      [
        { article: a!.article!, category: a!.category!, 'price:kyiv': '1' },
        { article: b!.article!, category: b!.category!, 'price:kyiv': '0' },
        { article: a!.article!, category: a!.category!, 'price:kyiv': '5' },
        { article: 'X-1', category: 'no-such-category', 'price:kyiv': '5' },
      ],
      header,
    );
    const res = await importMenu(file, 'format=csv&dryRun=false', asStaff(manager));
    expect(res.status).toBe(422);
    const result = ZMenuImportResult.parse(await res.json());
    expect(result.applied).toBe(false);
    expect(result.errors).toEqual([
      { line: 3, message: 'price:kyiv must be above zero, not 0' },
      { line: 4, message: `article ${a!.article} appears twice (also on line 2)` },
      { line: 5, message: 'unknown category "no-such-category"' },
    ]);
    expect(await kyivPrice(a!.article!)).toBe(before);

    const wrongCity = await importMenu(
      'article,category,price:atlantis\nA,rolls,10\n',
      'format=csv',
      asStaff(manager),
    );
    expect(wrongCity.status).toBe(422);
    expect(ZMenuImportResult.parse(await wrongCity.json()).errors).toEqual([
      {
        line: 1,
        message: expect.stringMatching(/^column "price:atlantis": no city "atlantis" in this brand/),
      },
    ]);
  });

  it('refuses a file it cannot read', async () => {
    await expectError(
      await importMenu('not a spreadsheet', 'format=xlsx', asStaff(manager), XLSX),
      422,
      'IMPORT_UNREADABLE',
    );
    await expectError(await importMenu('', 'format=csv', asStaff(manager)), 422, 'IMPORT_UNREADABLE');
  });

  it('reads a semicolon CSV and an XLSX a person edited', async () => {
    const rows = rowsOf(await exportMenu('csv'));
    const target = rows.find((r) => r['price:kyiv'])!;
    const semicolons = `article;category;price:kyiv\n${target.article};${target.category};"321,5"\n`;
    const result = await expectContract(
      await importMenu(semicolons, 'format=csv', asStaff(manager)),
      ZMenuImportResult,
    );
    expect(result.changes[0]).toMatchObject({ action: 'update', fields: ['price:kyiv'] });

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('mine');
    sheet.addRow(['article', 'category', 'price:kyiv']);
    sheet.addRow([target.article, target.category, 321.5]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const fromXlsx = await expectContract(
      await importMenu(xlsx, 'format=xlsx', asStaff(manager), XLSX),
      ZMenuImportResult,
    );
    expect(fromXlsx.changes[0]).toMatchObject({ action: 'update', fields: ['price:kyiv'] });
  });

  it('lets a POS import through /ops/v1 with a key of the brand, and nobody touch another brand', async () => {
    const rows = rowsOf(await exportMenu('csv'));
    const target = rows.find((r) => r['price:kyiv'])!;
    const file = toCsv([{ article: target.article!, category: target.category!, 'price:kyiv': '77' }]);
    const key = await createApiKey(api, { retailNetworkIds: [1] });
    const res = await importMenu(
      file,
      'format=csv&dryRun=false',
      { authorization: key.authorization },
      CSV,
      '/ops/v1',
    );
    expect(ZMenuImportResult.parse(await res.json())).toMatchObject({ applied: true, counts: { update: 1 } });
    expect(await kyivPrice(target.article!)).toBe(7700);

    const pizzaKey = await createApiKey(api, { retailNetworkIds: [2] });
    await expectError(
      await importMenu(file, 'format=csv', { authorization: pizzaKey.authorization }, CSV, '/ops/v1'),
      403,
      'FORBIDDEN',
    );
    const outletStaff = await createStaff(api, 'OUTLET_STAFF', { outletIds: [1001] });
    await expectError(await importMenu(file, 'format=csv', asStaff(outletStaff)), 403, 'FORBIDDEN');
    await expectError(await outletStaff.get('/admin/v1/menu/export?retailNetworkId=1'), 403, 'FORBIDDEN');
    const pizzaManager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [2] });
    // out of scope is a 403 even with a body the route would refuse
    await expectError(
      await importMenu('{}', 'format=csv', { ...asStaff(pizzaManager) }, 'application/json'),
      403,
      'FORBIDDEN',
    );
  });
});
