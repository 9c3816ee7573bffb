import { describe, expect, it } from 'vitest';
import { pickImages } from './pick-images';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('pickImages', () => {
  it('takes PNG, JPEG, WebP and GIF files, and leaves anything else out with a reason', () => {
    const images = ['png', 'jpeg', 'webp', 'gif'].map((kind) => file(`a.${kind}`, `image/${kind}`));
    expect(pickImages(images, 0)).toEqual({ files: images, problem: undefined });
    const svg = file('a.svg', 'image/svg+xml');
    expect(pickImages([images[0] as File, svg], 0)).toEqual({
      files: [images[0]],
      problem: 'Only PNG, JPEG, WebP or GIF images can be attached',
    });
  });

  it('leaves out a file over 5 MB, and any beyond the 4 an idea or comment may carry', () => {
    const big = file('big.png', 'image/png', 5 * 1024 * 1024 + 1);
    expect(pickImages([big], 0)).toEqual({ files: [], problem: 'Image is too large (max 5MB)' });
    const three = [1, 2, 3].map((n) => file(`${n}.png`, 'image/png'));
    expect(pickImages(three, 2)).toEqual({
      files: three.slice(0, 2),
      problem: 'At most 4 images per idea or comment',
    });
    expect(pickImages(three, 4).files).toEqual([]);
  });
});
