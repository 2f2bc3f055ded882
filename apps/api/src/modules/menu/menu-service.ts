import type { DbOrTx } from '../../db/client.js';
import type { OptionGroupsService } from '../option-groups/index.js';
import type { BackofficeDeps, Principal } from '../staff/index.js';
import { CategoryService } from './category-service.js';
import { MenuReads } from './menu-reads.js';
import { PreviewService } from './preview-service.js';
import { ProductDrafts } from './product-drafts.js';
import { ProductService } from './product-service.js';

/**
 * The menu editor's services (README.md), built from the back office's bag like every other, and
 * the option groups' service (modules/option-groups) that products and previews read and write.
 */
export class MenuService {
  readonly categories: CategoryService;
  readonly products: ProductService;
  readonly drafts: ProductDrafts;
  readonly reads: MenuReads;
  readonly preview: PreviewService;

  constructor(deps: BackofficeDeps, optionGroups: OptionGroupsService) {
    this.categories = new CategoryService(deps);
    this.products = new ProductService(deps, optionGroups);
    this.drafts = new ProductDrafts(this.products);
    this.reads = new MenuReads(deps, this.categories);
    this.preview = new PreviewService(deps, optionGroups);
  }

  /**
   * A product write run as the product's next version in the caller's transaction (the menu
   * import's rows): version 1 first for a product without versions, then the new one.
   */
  recordProductWrite(
    tx: DbOrTx,
    productId: number | null,
    write: () => Promise<number>,
    principal: Principal,
  ): Promise<{ id: number }> {
    return this.products.recordWrite(tx, productId, write, principal);
  }
}
