import 'server-only';
import {
  ZBanner,
  ZProduct,
  ZProductList,
  ZProductSeo,
  ZSeoResponse,
  type TLanguage,
  type TProductFilterBody,
} from '@food/contracts';
import { z } from 'zod';
import { getRuntimeConfig } from '../runtime-config';
import { getBrandNetwork } from './brand';
import { readTags } from './cache-tags';
import { ApiError, callApi, TIMED_REVALIDATE_SECONDS } from './http';

interface Where {
  br: number;
  lang: TLanguage;
}

const qs = (o: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(o).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();

export async function listProducts({ br, lang }: Where, category?: string, filter: TProductFilterBody = {}) {
  const { rn } = await getBrandNetwork();
  const { catalog } = getRuntimeConfig().services;
  return callApi(
    `${catalog}/v1/products/filter/?${qs({ rn, br, target: 'WEB', category, lang })}`,
    ZProductList,
    {
      method: 'POST',
      body: filter,
      tags: readTags('products', { rn, br, lang }),
      revalidate: TIMED_REVALIDATE_SECONDS,
    },
  );
}

export async function getProductSeo({ br, lang }: Where, slug: string) {
  const { rn } = await getBrandNetwork();
  const { catalog } = getRuntimeConfig().services;
  return callApi(
    `${catalog}/v1/products/slug/${encodeURIComponent(slug)}/seo?${qs({ rn, br, target: 'WEB', lang })}`,
    ZProductSeo,
    {
      tags: readTags('products', { rn, br, lang }),
    },
  );
}

export async function listBanners({ br }: Pick<Where, 'br'>) {
  const { rn } = await getBrandNetwork();
  const { catalog } = getRuntimeConfig().services;
  return callApi(`${catalog}/v1/banners/?${qs({ rn, br, target: 'WEB' })}`, z.array(ZBanner), {
    tags: readTags('banners', { rn, br }),
  });
}

export async function getPageSeo({ br, lang }: Where, category?: string) {
  const { rn, slug: brand } = await getBrandNetwork();
  const { config } = getRuntimeConfig().services;
  return callApi(`${config}/v1/seo/?${qs({ rn, br, target: 'WEB', category, lang, brand })}`, ZSeoResponse, {
    tags: readTags('seo', { rn, br, lang }),
  });
}

/**
 * The product page's lookup (SPEC section 7): target WEB, then DESKTOP when WEB fails; null
 * when neither knows the slug in this city (the page answers 404). Outages still throw.
 */
export async function findProductBySlug(where: Where, slug: string) {
  const { rn } = await getBrandNetwork();
  const { catalog } = getRuntimeConfig().services;
  const lookup = (target: 'WEB' | 'DESKTOP') =>
    callApi(
      `${catalog}/v1/products/slug/${encodeURIComponent(slug)}?${qs({ rn, br: where.br, target, lang: where.lang })}`,
      ZProduct,
      {
        tags: readTags('products', { rn, br: where.br, lang: where.lang }),
        revalidate: TIMED_REVALIDATE_SECONDS,
      },
    );
  try {
    return await lookup('WEB');
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
    try {
      return await lookup('DESKTOP');
    } catch (again) {
      if (again instanceof ApiError && (again.isNotFound || again.status === 400)) return null;
      throw again;
    }
  }
}
