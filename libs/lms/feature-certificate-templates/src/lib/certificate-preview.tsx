import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { encode } from 'uqr';
import type { CertificateLayout } from '@platform/contract';

/*
 * A certificate page drawn in HTML from the contract's layout model (certificateLayout) — the same boxes the gateway
 * draws in the PDF — scaled to the width it has. In the designer a click on a box selects it (a pointer shortcut);
 * the keyboard selects and moves elements from the designer's element list, whose buttons are full-size targets.
 */

function QrSvg({ url, label }: { url: string; label: string }) {
  const { path, extent } = useMemo(() => {
    const qr = encode(url, { ecc: 'M', border: 1 });
    let d = '';
    for (const [y, row] of qr.data.entries())
      for (const [x, dark] of row.entries()) if (dark) d += `M${x} ${y}h1v1h-1z`;
    return { path: d, extent: qr.size };
  }, [url]);
  return (
    <svg
      role="img"
      aria-label={label}
      width="100%"
      height="100%"
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

export interface CertificatePreviewProps {
  layout: CertificateLayout;
  /** An image URL drawn over the whole page. */
  background?: string | null;
  /** The accessible name of the page. */
  label: string;
  qrLabel: string;
  /** The URL of an image element's file. */
  imageUrl?: (fileId: string) => string;
  /** The text alternative of an image element. */
  imageLabel?: string;
  selected?: string | null;
  /** A click on a box selects it. */
  onSelect?: (key: string) => void;
}

const pct = (value: number, of: number) => `${(value / of) * 100}%`;

export function CertificatePreview({
  layout,
  background,
  label,
  qrLabel,
  selected,
  onSelect,
  imageUrl,
  imageLabel = '',
}: CertificatePreviewProps) {
  const { width, height } = layout;
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: `${width} / ${height}`,
        containerType: 'inline-size',
        bgcolor: '#ffffff',
        color: '#1b1b1b',
        border: 1,
        borderColor: 'divider',
        backgroundImage: background ? `url("${background}")` : undefined,
        backgroundSize: '100% 100%',
        overflow: 'hidden',
      }}
    >
      {layout.boxes.map((box) => {
        const h = box.kind === 'qr' ? box.size : box.height;
        const w = box.kind === 'qr' ? box.size : box.width;
        const interactive = Boolean(onSelect);
        const isSelected = selected === box.key;
        return (
          <Box
            key={box.key}
            data-key={box.key}
            data-selected={isSelected ? 'true' : undefined}
            onClick={interactive ? () => onSelect?.(box.key) : undefined}
            sx={{
              position: 'absolute',
              left: pct(box.x, width),
              top: pct(box.y, height),
              width: pct(w, width),
              height: pct(h, height),
              overflow: 'hidden',
              cursor: interactive ? 'pointer' : 'default',
              outline: isSelected ? '2px solid' : interactive ? '1px dashed rgba(0,0,0,0.35)' : 'none',
              outlineColor: isSelected ? 'primary.main' : undefined,
            }}
          >
            {box.kind === 'qr' ? (
              <QrSvg url={box.url} label={qrLabel} />
            ) : box.kind === 'image' ? (
              box.file_id && imageUrl ? (
                <Box
                  component="img"
                  src={imageUrl(box.file_id)}
                  alt={imageLabel}
                  sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
                />
              ) : null
            ) : (
              <Box
                component="span"
                sx={{
                  display: 'block',
                  textAlign: box.align,
                  fontWeight: box.bold ? 700 : 400,
                  // points of an A4 page → a share of the page's drawn width (cqw), so text scales with the page
                  fontSize: `${(box.font_size / width) * 100}cqw`,
                  lineHeight: 1.2,
                  fontFamily: '"Noto Sans Bengali", "Noto Sans", sans-serif',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                {box.text}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
