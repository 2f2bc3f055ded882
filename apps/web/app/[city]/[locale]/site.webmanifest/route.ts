import { routeInit } from '@/features/pwa/brand-init';
import { webManifest } from '@/features/pwa/manifest';
import { localesOf } from '@/lib/api/brand';
import { localizedPath, pageLanguage } from '@/lib/routing/locale-path';

/** The brand's web app manifest for this city and language (features/pwa/manifest.ts). */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ city: string; locale: string }> },
) {
  const { city, locale: segment } = await params;
  const init = await routeInit(city);
  const brand = init && localesOf(init);
  const language = brand && pageLanguage(segment, brand);
  if (!init || !brand || !language) return new Response('Not found', { status: 404 });
  const manifest = webManifest(init.config, { language, homePath: localizedPath(language, '/', brand) });
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8' },
  });
}
