/**
 * Client-side image compression (spec section 9): a data URL longer than 500000 characters is
 * redrawn with its longer side at most 600 px and re-encoded as JPEG at quality 0.7.
 */
export const COMPRESS_THRESHOLD = 500_000;
const MAX_SIDE = 600;
export const JPEG_QUALITY = 0.7;

export function needsCompression(dataUrl: string): boolean {
  return dataUrl.length > COMPRESS_THRESHOLD;
}

/** The size that fits within `max` on the longer side, keeping the aspect ratio; never upscales. */
export function fitWithin(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= max || longer === 0) return { width, height };
  const scale = max / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Could not read the image file'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The file is not an image we can read'));
    image.src = src;
  });
}

/** Redraws a large image smaller as JPEG; a small one comes back unchanged. */
export async function compressDataUrl(dataUrl: string): Promise<string> {
  if (!needsCompression(dataUrl)) return dataUrl;
  const image = await loadImage(dataUrl);
  const size = fitWithin(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Could not compress the image');
  // JPEG has no transparency: paint white first so transparent logos do not turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}
