import { ImageResponse } from 'next/og';
import { routeInit } from '@/features/pwa/brand-init';
import { brandColors } from '@/features/pwa/manifest';

/**
 * The installed app's icon (the manifest's 192, 512 and maskable 512): the storefront's favicon,
 * three rings, in the brand's colours; the maskable one on a full square of the brand's colour
 * with the rings inside Android's safe zone.
 */
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

const SIZES: Record<string, { px: number; maskable: boolean }> = {
  '192': { px: 192, maskable: false },
  '512': { px: 512, maskable: false },
  maskable: { px: 512, maskable: true },
};

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ city: string; size: string }> },
) {
  const { city, size } = await params;
  const shape = SIZES[size];
  const init = shape ? await routeInit(city) : null;
  if (!shape || !init) return new Response('Not found', { status: 404 });
  const { primary, background, accent } = brandColors(init.config);
  const { px, maskable } = shape;
  // the favicon's circles: 60/64, 36/64 and 18/64 of the side; 0.8 of that within a maskable safe zone
  const outer = Math.round(px * (maskable ? 0.75 : 60 / 64));
  const ring = (d: number, color: string, child?: React.ReactNode) => (
    <div
      style={{
        width: d,
        height: d,
        borderRadius: '50%',
        background: color,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {child}
    </div>
  );
  return new ImageResponse(
    <div
      style={{
        width: px,
        height: px,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: maskable ? background : 'transparent',
      }}
    >
      {ring(outer, primary, ring(Math.round(outer * 0.6), '#ffffff', ring(Math.round(outer * 0.3), accent)))}
    </div>,
    { width: px, height: px },
  );
}
