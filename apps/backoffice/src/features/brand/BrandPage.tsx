import { commonMessages, useT } from '../../i18n';
import { PageHeader } from '../../ui';

/** Placeholder until this area's editor lands (issue 19). */
export function BrandPage() {
  const t = useT(commonMessages);
  return (
    <div className="bo-page bo-page--wide">
      <PageHeader title={t('navBrand')} />
    </div>
  );
}
