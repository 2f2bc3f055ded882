/**
 * The menu to and from a spreadsheet (issue 19 item 8; README.md here). An import is planned
 * (import-plan.ts) and, unless it is a dry run or any row is refused, written in the same
 * transaction it was planned in: all of it or nothing. Each product written gets a version, as
 * a publish does (restorable in the editor); one audit entry per import with its counts; one
 * `catalog.changed` (area menu) for the storefronts and the other API instances.
 */
import type { TMenuFileFormat, TMenuImportResult } from '@food/contracts';
import { recordAudit } from '../audit/index.js';
import { announceCatalogueChange, recordCatalogueChange } from '../catalog/index.js';
import type { OutboxEvent } from '../events/index.js';
import type { MenuService } from '../menu/index.js';
import type { BackofficeDeps } from '../staff/index.js';
import { assertCoversBrand, type Principal } from '../staff/index.js';
import { columnsOf } from './columns.js';
import { planImport } from './import-plan.js';
import { loadMenu, writeChange } from './menu-import-repo.js';
import { readSheet, writeSheet } from './sheet-io.js';

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

const CONTENT_TYPES: Record<TMenuFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** a failed plan rolls the transaction back through this, carrying the answer out */
class Refused extends Error {
  constructor(readonly result: TMenuImportResult) {
    super('import refused');
  }
}

export class MenuImportService {
  constructor(
    private readonly deps: Pick<BackofficeDeps, 'db' | 'events' | 'caches' | 'clock'> & {
      /** the menu's versioned product write, which each imported row goes through */
      menu: Pick<MenuService, 'recordProductWrite'>;
    },
  ) {}

  async export(
    principal: Principal,
    rn: number,
    format: TMenuFileFormat,
  ): Promise<{ body: Buffer; contentType: string; filename: string }> {
    assertCoversBrand(principal, rn);
    const menu = await loadMenu(this.deps.db, rn);
    const header = columnsOf(menu.languages, menu.cities);
    const rows = menu.order.map((article) => menu.products.get(article)!.cells);
    const day = this.deps.clock.now().toISOString().slice(0, 10);
    return {
      body: await writeSheet(format, header, rows),
      contentType: CONTENT_TYPES[format],
      filename: `menu-${rn}-${day}.${format}`,
    };
  }

  async import(
    principal: Principal,
    rn: number,
    input: { format: TMenuFileFormat; body: Buffer; dryRun: boolean },
    ip: string | null,
  ): Promise<TMenuImportResult> {
    assertCoversBrand(principal, rn);
    const sheet = await readSheet(input.format, input.body);
    let event: OutboxEvent | null = null;
    try {
      const result = await this.deps.db.transaction(async (tx) => {
        const menu = await loadMenu(tx, rn);
        const plan = planImport(menu, sheet);
        const counts = { create: 0, update: 0, unchanged: 0 };
        for (const c of plan.changes) counts[c.action]++;
        const answer: TMenuImportResult = {
          dryRun: input.dryRun,
          applied: false,
          changes: plan.changes.map(({ line, article, action, fields }) => ({
            line,
            article,
            action,
            fields,
          })),
          errors: plan.errors,
          counts,
        };
        if (plan.errors.length) throw new Refused(answer);
        if (input.dryRun) return answer;
        const ids: number[] = [];
        for (const change of plan.changes)
          if (change.action !== 'unchanged')
            ids.push(
              (
                await this.deps.menu.recordProductWrite(
                  tx,
                  change.productId,
                  () => writeChange(tx, rn, menu, change),
                  principal,
                )
              ).id,
            );
        await recordAudit(
          tx,
          principal,
          {
            kind: 'menu.import',
            entityType: 'menu',
            entityId: rn,
            retailNetworkId: rn,
            after: { format: input.format, rows: sheet.rows.length, ...counts, productIds: ids },
          },
          ip,
        );
        if (ids.length) event = await recordCatalogueChange(tx, { retailNetworkId: rn, area: 'menu', ids });
        return { ...answer, applied: true };
      });
      if (event) await announceCatalogueChange(this.deps, event);
      return result;
    } catch (err) {
      if (err instanceof Refused) return err.result;
      throw err;
    }
  }
}
