import { useEffect, useId, useState } from 'react';
import { useT } from '../../i18n';
import { promotionsMessages } from './messages';
import { promotionsApi } from './promotions-api';

/**
 * What the storefront will show for this Markdown: the server turns it into HTML and sanitises
 * it (the same call that saving makes), so the preview never runs what the text holds.
 */
export function RichTextPreview({ source, label }: { source: string; label: string }) {
  const t = useT(promotionsMessages);
  const id = useId();
  const [html, setHtml] = useState('');
  useEffect(() => {
    let isCurrent = true;
    const timer = setTimeout(() => {
      promotionsApi.preview(source).then(
        (r) => isCurrent && setHtml(r.html),
        () => undefined,
      );
    }, 300);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [source]);
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="bo-field__label">
        {label || t('preview')}
      </h3>
      {/* sanitised by the server (promotion-editor/rich-text.ts) */}
      <div className="bo-promo-preview" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
