import { Route, Switch } from 'wouter';
import { CategoryEditor } from './CategoryEditor';
import { MenuHome } from './MenuHome';
import { ProductEditor } from './ProductEditor';
import './menu.css';

/**
 * The menu editor (issue 19 items 1 and 9), mounted at /menu: the brand's categories and dishes,
 * a category's page, and a dish's editor with its draft, preview and history.
 */
export function MenuPage() {
  return (
    <Switch>
      <Route path="/products/new">
        <ProductEditor productId={null} />
      </Route>
      <Route path="/products/:id">{(params) => <ProductEditor productId={Number(params.id)} />}</Route>
      <Route path="/categories/new">
        <CategoryEditor categoryId={null} />
      </Route>
      <Route path="/categories/:id">{(params) => <CategoryEditor categoryId={Number(params.id)} />}</Route>
      <Route>
        <MenuHome />
      </Route>
    </Switch>
  );
}
