import { useMemo } from 'react';
import { create } from 'qrcode';
import { qrPath } from './qr-path';

/**
 * The otpauth link as a QR code for the authenticator app to scan. Drawn as one SVG path from
 * the code's modules (qrcode's encoder, no canvas, no data: URL), so the page's strict content
 * policy stays as it is. The key and the link stay below it for typing or a phone's tap.
 */
export function TotpQrCode({ url, label }: { url: string; label: string }) {
  const { size, d } = useMemo(() => {
    const { modules } = create(url, { errorCorrectionLevel: 'M' });
    return { size: modules.size, d: qrPath(modules.size, (row, col) => modules.get(row, col) === 1) };
  }, [url]);
  // four modules of quiet zone around the code, as scanners expect
  return (
    <svg
      className="bo-account__qr"
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${size + 8} ${size + 8}`}
      shapeRendering="crispEdges"
    >
      <rect x={-4} y={-4} width={size + 8} height={size + 8} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
