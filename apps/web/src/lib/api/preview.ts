import 'server-only';
import { ZProduct, type TLanguage } from '@food/contracts';
import { getRuntimeConfig } from '../runtime-config';
import { callApi } from './http';

/**
 * A product's unpublished draft, as the back office's preview link shows it (issue 19 item 9).
 * Never kept in the data cache: each view reads the draft as it is now.
 */
export function getProductPreview(token: string, where: { br: number; lang: TLanguage }) {
  const { catalog } = getRuntimeConfig().services;
  const qs = new URLSearchParams({ br: String(where.br), lang: where.lang });
  return callApi(`${catalog}/v1/preview/${encodeURIComponent(token)}?${qs}`, ZProduct, {
    tags: [],
    revalidate: 0,
  });
}
