import type { BackofficeDeps } from '../staff/index.js';
import { CategoryService } from './category-service.js';
import { MenuReads } from './menu-reads.js';
import { PreviewService } from './preview-service.js';
import { ProductDrafts } from './product-drafts.js';
import { ProductService } from './product-service.js';

/** The menu editor's services (README.md), built from the back office's bag like every other. */
export class MenuService {
  readonly categories: CategoryService;
  readonly products: ProductService;
  readonly drafts: ProductDrafts;
  readonly reads: MenuReads;
  readonly preview: PreviewService;

  constructor(deps: BackofficeDeps) {
    this.categories = new CategoryService(deps);
    this.products = new ProductService(deps);
    this.drafts = new ProductDrafts(this.products);
    this.reads = new MenuReads(deps, this.categories);
    this.preview = new PreviewService(deps);
  }
}
