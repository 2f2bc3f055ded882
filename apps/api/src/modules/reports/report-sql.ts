/**
 * The pieces every report statement is made of: instants and id lists as parameters, the place
 * filters, the groups added up per currency. Shared by the statements over `orders`
 * (reports-repo.ts) and over the roll-ups (rollup-statements.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportFilter } from './reports-repo.js';

export const CANCELLED = 4;
export const COMPLETED = 3;

export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
export const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The scope's brands and the filters (city, outlet, channel) on the rows of `alias`: `orders`
 * and every roll-up name these columns alike.
 */
export function placeWhere(f: ReportFilter, alias: string): SQL[] {
  const a = sql.raw(alias);
  const parts: SQL[] = [];
  if (f.brandIds) parts.push(sql`${a}.retail_network_id in (${idList(f.brandIds)})`);
  if (f.businessRegionId !== undefined) parts.push(sql`${a}.business_region_id = ${f.businessRegionId}`);
  if (f.outletId !== undefined) parts.push(sql`${a}.outlet_id = ${f.outletId}`);
  if (f.channel !== undefined) parts.push(sql`${a}.channel = ${f.channel}`);
  return parts;
}

const sums = (figures: readonly string[]) =>
  sql.join(
    figures.map((x) => sql`sum(g.${sql.identifier(x)}) as ${sql.identifier(x)}`),
    sql`, `,
  );

/**
 * Groups counted per brand (`rn`) in `inner`, added up per currency here: the brands' currencies
 * are joined to a few dozen groups instead of to every order. `inner` gives `cur`, `rn`, `key`
 * and the figures (counts and sums only, which add up across brands).
 */
export function perCurrency(inner: SQL, figures: readonly string[], key: SQL = sql`g.key`): SQL {
  return sql`select case when g.cur then 'c' else 'p' end as p, ${key} as key, n.currency_code as currency,
      ${sums(figures)}
    from (${inner}) g join retail_networks n on n.id = g.rn group by 1, 2, 3`;
}
