import { describe, expect, it } from 'vitest';
import { detectMedia, mediaNameMatches } from './media';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('course media detection', () => {
  it('reads the type from the bytes', () => {
    expect(detectMedia(bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 0, 0]))?.mime).toBe('video/mp4');
    expect(detectMedia(bytes([0, 0, 0, 0x18], 'ftypM4A ', [0, 0, 0, 0]))?.mime).toBe('audio/mp4');
    expect(detectMedia(bytes([0x1a, 0x45, 0xdf, 0xa3, 1]))?.mime).toBe('video/webm');
    expect(detectMedia(bytes('OggS', [0, 2]))?.mime).toBe('audio/ogg');
    expect(detectMedia(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))?.mime).toBe('audio/wav');
    expect(detectMedia(bytes('ID3', [4, 0]))?.mime).toBe('audio/mpeg');
    expect(detectMedia(bytes([0xff, 0xfb, 0x90, 0x64]))?.mime).toBe('audio/mpeg');
  });

  it('refuses what is no media it knows, whatever its name', () => {
    expect(detectMedia(bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(detectMedia(bytes('%PDF-1.4'))).toBeNull();
    expect(detectMedia(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBeNull();
    expect(detectMedia(Buffer.alloc(0))).toBeNull();
  });

  it('checks the name’s extension against the bytes', () => {
    const mp4 = detectMedia(bytes([0, 0, 0, 0x18], 'ftypisom'));
    expect(mp4 && mediaNameMatches('Lecture.MP4', mp4)).toBe(true);
    expect(mp4 && mediaNameMatches('lecture.mp3', mp4)).toBe(false);
  });
});
