/** The side of the square photo we upload, at most (the server accepts any square). */
export const AVATAR_MAX_SIDE = 512;

/** A rectangle in the original image's pixels, as react-easy-crop reports it. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropPlan {
  /** The square of the original image to read. */
  source: { x: number; y: number; size: number };
  /** The side of the square canvas to draw it into. */
  side: number;
}

/**
 * Where to read and how large to draw. The cropper's area can be a pixel off
 * square after rounding, so the source is squared to its shorter side; the
 * output is never larger than the source (no upscaling) nor than `maxSide`.
 */
export function cropPlan(area: PixelArea, maxSide = AVATAR_MAX_SIDE): CropPlan {
  const size = Math.max(1, Math.min(area.width, area.height));
  const x = Math.max(0, area.x + (area.width - size) / 2);
  const y = Math.max(0, area.y + (area.height - size) / 2);
  const side = Math.max(1, Math.min(maxSide, Math.round(size)));
  return { source: { x, y, size }, side };
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality: number) {
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
}

/** Draws the chosen square of an image into a WebP (or, failing that, JPEG) blob. */
export async function cropToBlob(imageUrl: string, area: PixelArea): Promise<Blob> {
  const image = new Image();
  image.src = imageUrl;
  await image.decode();
  const { source, side } = cropPlan(area);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, source.x, source.y, source.size, source.size, 0, 0, side, side);

  const webp = await canvasBlob(canvas, 'image/webp', 0.9);
  if (webp?.type === 'image/webp') return webp;
  // A browser without a WebP encoder answers with PNG; JPEG is far smaller for a
  // photo, and has no transparency, so paint a white background under it first.
  context.globalCompositeOperation = 'destination-over';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  const jpeg = await canvasBlob(canvas, 'image/jpeg', 0.9);
  if (!jpeg) throw new Error('The canvas produced no image');
  return jpeg;
}
