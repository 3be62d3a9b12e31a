import Box from '@mui/material/Box';
import type { KeyboardEvent } from 'react';
import { useMemo } from 'react';
import { encode } from 'uqr';
import type { CertificateBox, CertificateLayout } from '@platform/contract';

/*
 * A certificate page drawn in HTML from the contract's layout model (certificateLayout) — the same boxes the gateway
 * draws in the PDF — scaled to the width it has. Each box is a button when the page is a designer's: selected with
 * a click or Tab, moved with the arrow keys by the caller.
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
  selected?: string | null;
  /** Makes every box a button: chosen by click or focus. */
  onSelect?: (key: string) => void;
  onBoxKeyDown?: (key: string, event: KeyboardEvent<HTMLElement>) => void;
  /** The accessible name of a box (its kind and text). */
  boxLabel?: (box: CertificateBox) => string;
}

const pct = (value: number, of: number) => `${(value / of) * 100}%`;

export function CertificatePreview({
  layout,
  background,
  label,
  qrLabel,
  selected,
  onSelect,
  onBoxKeyDown,
  boxLabel,
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
            component={interactive ? 'button' : 'div'}
            type={interactive ? 'button' : undefined}
            aria-pressed={interactive ? isSelected : undefined}
            aria-label={interactive && boxLabel ? boxLabel(box) : undefined}
            onClick={interactive ? () => onSelect?.(box.key) : undefined}
            onFocus={interactive ? () => onSelect?.(box.key) : undefined}
            onKeyDown={
              interactive ? (event: KeyboardEvent<HTMLElement>) => onBoxKeyDown?.(box.key, event) : undefined
            }
            sx={{
              position: 'absolute',
              left: pct(box.x, width),
              top: pct(box.y, height),
              width: pct(w, width),
              height: pct(h, height),
              m: 0,
              p: 0,
              border: 0,
              background: 'transparent',
              color: 'inherit',
              font: 'inherit',
              overflow: 'hidden',
              cursor: interactive ? 'pointer' : 'default',
              outline: isSelected ? '2px solid' : interactive ? '1px dashed rgba(0,0,0,0.35)' : 'none',
              outlineColor: isSelected ? 'primary.main' : undefined,
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark' },
            }}
          >
            {box.kind === 'qr' ? (
              <QrSvg url={box.url} label={qrLabel} />
            ) : (
              <Box
                component="span"
                aria-hidden={interactive ? true : undefined}
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
