import type { TAdminCategory, TMenu } from '@food/contracts';
import { useState, type DragEvent } from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n';
import { Badge, Button, Panel, useToast } from '../../ui';
import { menuApi } from './menu-api';
import { menuMessages } from './messages';
import { moveItem } from './product-form';
import { useMenuErrorText, withBrand } from './use-menu';

/**
 * The brand's categories in their storefront order: drag a row (native drag and drop) or use its
 * arrow buttons (the keyboard's way); each move is saved at once and undone on a refusal.
 */
export function CategoryList({
  menu,
  onChanged,
}: {
  menu: TMenu;
  onChanged: (categories: TAdminCategory[]) => void;
}) {
  const t = useT(menuMessages);
  const toast = useToast();
  const errorText = useMenuErrorText();
  const [dragged, setDragged] = useState<number | null>(null);
  const [isSaving, setSaving] = useState(false);
  const rn = menu.retailNetworkId;
  const { categories } = menu;
  const nameOf = (c: TAdminCategory) =>
    c.names[menu.defaultLanguage] ?? Object.values(c.names)[0] ?? c.slug ?? `#${c.id}`;

  async function move(from: number, to: number) {
    if (from === to || to < 0 || to >= categories.length) return;
    const before = categories;
    const next = moveItem(categories, from, to);
    onChanged(next);
    setSaving(true);
    try {
      onChanged(
        await menuApi.orderCategories(
          rn,
          next.map((c) => c.id),
        ),
      );
      toast.show(t('orderSaved'), 'success');
    } catch (error) {
      onChanged(before);
      toast.show(errorText(error), 'danger');
    } finally {
      setSaving(false);
    }
  }

  const onDrop = (index: number) => (e: DragEvent) => {
    e.preventDefault();
    if (dragged !== null) void move(dragged, index);
    setDragged(null);
  };

  return (
    <Panel
      title={t('categories')}
      actions={
        <Link href={withBrand('/categories/new', rn)} className="bo-btn bo-btn--secondary bo-btn--sm">
          {t('newCategory')}
        </Link>
      }
    >
      <p className="bo-menu__hint">{t('dragHint')}</p>
      <ol className="bo-menu-cats" aria-busy={isSaving || undefined}>
        {categories.map((c, i) => {
          const name = nameOf(c);
          return (
            <li
              key={c.id}
              className={['bo-menu-cats__row', dragged === i ? 'is-dragged' : ''].filter(Boolean).join(' ')}
              draggable
              onDragStart={(e) => {
                setDragged(i);
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={onDrop(i)}
              onDragEnd={() => setDragged(null)}
            >
              <span className="bo-menu-cats__grip" aria-hidden="true" title={t('dragHandle', { name })}>
                ⋮⋮
              </span>
              <Link href={withBrand(`/categories/${c.id}`, rn)} className="bo-menu-cats__name">
                {c.parentId !== null ? <span aria-hidden="true">↳ </span> : null}
                {name}
              </Link>
              <span className="bo-menu-cats__meta">
                {!c.isVisible ? <Badge tone="warning">{t('hidden')}</Badge> : null}
                {c.isAddons ? <Badge>{t('addons')}</Badge> : null}
                <span className="bo-menu-muted">{t('productCount', { count: c.productCount })}</span>
              </span>
              <span className="bo-menu-cats__moves">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('moveUp', { name })}
                  disabled={i === 0 || isSaving}
                  onClick={() => void move(i, i - 1)}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('moveDown', { name })}
                  disabled={i === categories.length - 1 || isSaving}
                  onClick={() => void move(i, i + 1)}
                >
                  ↓
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
