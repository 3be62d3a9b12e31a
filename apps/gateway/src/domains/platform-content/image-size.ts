/**
 * The size in pixels of a PNG, JPEG, GIF or WebP image, read from its header (the gallery hands it out so a page
 * reserves each image's place before it loads). Null when the bytes hold no size this reader understands.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const sized = (width: number, height: number): ImageSize | null =>
  width > 0 && height > 0 && width <= 100_000 && height <= 100_000 ? { width, height } : null;

function png(b: Buffer): ImageSize | null {
  // signature (8), IHDR length (4), 'IHDR' (4), width (4), height (4)
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return sized(b.readUInt32BE(16), b.readUInt32BE(20));
}

function gif(b: Buffer): ImageSize | null {
  return b.length < 10 ? null : sized(b.readUInt16LE(6), b.readUInt16LE(8));
}

function webp(b: Buffer): ImageSize | null {
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X' && b.length >= 30) return sized(1 + b.readUIntLE(24, 3), 1 + b.readUIntLE(27, 3));
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = b.readUInt32LE(21);
    return sized(1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff));
  }
  if (chunk === 'VP8 ' && b.length >= 30)
    return sized(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  return null;
}

/** Start-of-frame markers (baseline, progressive …); C4, C8 and CC are other segments. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpeg(b: Buffer): ImageSize | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (SOF.has(marker)) return sized(b.readUInt16BE(at + 7), b.readUInt16BE(at + 5));
    // markers without a length (restart, start of image)
    if ((marker >= 0xd0 && marker <= 0xd9) || marker === 0x01) {
      at += 2;
      continue;
    }
    at += 2 + b.readUInt16BE(at + 2);
  }
  return null;
}

export function imageSize(bytes: Buffer): ImageSize | null {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47) return png(bytes);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpeg(bytes);
  if (bytes.toString('latin1', 0, 4) === 'GIF8') return gif(bytes);
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return webp(bytes);
  return null;
}
