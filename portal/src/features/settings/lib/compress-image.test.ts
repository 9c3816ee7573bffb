import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COMPRESS_THRESHOLD,
  compressDataUrl,
  fitWithin,
  JPEG_QUALITY,
  needsCompression,
} from './compress-image';

describe('needsCompression', () => {
  it('compresses only above 500000 characters', () => {
    expect(COMPRESS_THRESHOLD).toBe(500_000);
    expect(needsCompression('a'.repeat(500_000))).toBe(false);
    expect(needsCompression('a'.repeat(500_001))).toBe(true);
  });
});

describe('fitWithin', () => {
  it('scales the longer side down to 600 px, keeping the ratio', () => {
    expect(fitWithin(1200, 400)).toEqual({ width: 600, height: 200 });
    expect(fitWithin(300, 1800)).toEqual({ width: 100, height: 600 });
    expect(fitWithin(2000, 2000)).toEqual({ width: 600, height: 600 });
  });

  it('never upscales a small image', () => {
    expect(fitWithin(200, 200)).toEqual({ width: 200, height: 200 });
    expect(fitWithin(600, 10)).toEqual({ width: 600, height: 10 });
  });
});

describe('compressDataUrl', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns a small data URL unchanged', async () => {
    const small = 'data:image/png;base64,AAAA';
    await expect(compressDataUrl(small)).resolves.toBe(small);
  });

  it('redraws a large image at most 600 px wide as JPEG 0.7', async () => {
    // jsdom has no image decoding or canvas: stand in for both and check what is asked of them.
    class FakeImage {
      naturalWidth = 1800;
      naturalHeight = 900;
      onload: (() => void) | null = null;
      set src(_value: string) {
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('Image', FakeImage);
    const drawImage = vi.fn();
    const context = { fillStyle: '', fillRect: vi.fn(), drawImage };
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => context,
      toDataURL: vi.fn(() => 'data:image/jpeg;base64,OK'),
    };
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) =>
      tag === 'canvas' ? (canvas as unknown as HTMLCanvasElement) : create(tag),
    );

    const result = await compressDataUrl(`data:image/png;base64,${'A'.repeat(COMPRESS_THRESHOLD)}`);

    expect(result).toBe('data:image/jpeg;base64,OK');
    expect(canvas.width).toBe(600);
    expect(canvas.height).toBe(300);
    expect(drawImage).toHaveBeenCalledWith(expect.any(FakeImage), 0, 0, 600, 300);
    expect(canvas.toDataURL).toHaveBeenCalledWith('image/jpeg', JPEG_QUALITY);
    expect(JPEG_QUALITY).toBe(0.7);
  });
});
