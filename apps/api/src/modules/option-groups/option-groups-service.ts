/**
 * The option-groups module's reads and writes for other modules (README.md): built once in
 * services.ts and given to the catalogue (`ofNetwork`, which it caches) and the menu editor
 * (`ofProduct`, `replace`), so none of them calls option-groups-repo.ts with a database handle
 * of its own. A read or write inside another module's transaction takes that transaction.
 */
import type { TOptionGroupWrite } from '@food/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  listNetworkOptionGroups,
  readOptionGroups,
  replaceOptionGroups,
  type StoredOptionGroup,
} from './option-groups-repo.js';

export class OptionGroupsService {
  constructor(private readonly db: Db) {}

  /** Every option group of a network's products, by product, names in every language. */
  ofNetwork(rn: number): Promise<Map<number, StoredOptionGroup[]>> {
    return listNetworkOptionGroups(this.db, rn);
  }

  /**
   * The product's groups as the editor writes them, with their ids, in order. Inside a write's
   * transaction pass it as `tx` (PGlite has one connection: a read through the service's own
   * handle would wait for that transaction forever).
   */
  ofProduct(productId: number, tx: DbOrTx = this.db): Promise<TOptionGroupWrite[]> {
    return readOptionGroups(tx, productId);
  }

  /**
   * Makes `groups` the product's option groups in the caller's transaction `tx` (ids kept,
   * the rest created or deleted; 422 INVALID_OPTION_GROUPS writes nothing: README.md).
   */
  replace(
    tx: DbOrTx,
    productId: number,
    groups: readonly TOptionGroupWrite[],
    options: { defaultLanguage?: string } = {},
  ): Promise<void> {
    return replaceOptionGroups(tx, productId, groups, options);
  }
}
