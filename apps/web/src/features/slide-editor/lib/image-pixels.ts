const cache = new Map<string, Promise<Uint8ClampedArray>>();

/**
 * A small sample of a picture's pixels (RGBA, 64 × 36), to judge text on it; the
 * uploads are on our own origin, so the canvas can be read. Kept per address.
 */
export function imagePixels(url: string): Promise<Uint8ClampedArray> {
  let pixels = cache.get(url);
  if (!pixels) {
    pixels = (async () => {
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 36;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('No 2D canvas');
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return context.getImageData(0, 0, canvas.width, canvas.height).data;
    })();
    pixels.catch(() => cache.delete(url));
    cache.set(url, pixels);
  }
  return pixels;
}
