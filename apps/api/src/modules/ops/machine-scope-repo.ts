import type { DbOrTx } from '../../db/client.js';
import { outlets, retailNetworks } from '../../db/schema.js';
import type { OutletNetwork } from './machine-scope.js';

/** Every brand and the brand of every outlet (small tables), for scope checks. */
export async function loadPlaces(
  db: DbOrTx,
): Promise<{ networks: Set<number>; outletNetwork: OutletNetwork }> {
  const networkRows = await db.select({ id: retailNetworks.id }).from(retailNetworks);
  const outletRows = await db.select({ id: outlets.id, rn: outlets.retailNetworkId }).from(outlets);
  const byOutlet = new Map(outletRows.map((o) => [o.id, o.rn]));
  return { networks: new Set(networkRows.map((n) => n.id)), outletNetwork: (id) => byOutlet.get(id) };
}
