import { useId, useMemo } from 'react';
import { encode } from 'uqr';

export interface QrCodeProps {
  /** What the code holds (the public profile's address). */
  value: string;
  /** The text alternative: what the code is and where it leads. */
  label: string;
  /** Drawn size in CSS pixels. */
  size?: number;
}

/**
 * A QR code drawn as SVG in the browser (uqr, no network, no canvas): one path of dark modules on a white quiet
 * zone, so it scans in dark mode too. A lazy chunk of its own: the page loads it after the rest.
 */
export default function QrCode({ value, label, size = 176 }: QrCodeProps) {
  const titleId = useId();
  const { path, extent } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    let d = '';
    for (const [y, row] of qr.data.entries()) {
      for (const [x, dark] of row.entries()) if (dark) d += `M${x} ${y}h1v1h-1z`;
    }
    return { path: d, extent: qr.size };
  }, [value]);
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <title id={titleId}>{label}</title>
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
