import { encodeWithinLimit, fitWithin, ProcessedImageTooLargeError } from '@koinonia/shared/images/compress';
import { IMAGE_RULES, imageMessages } from '@koinonia/shared/images/image-rules';

/** An image prepared in the browser (spec section 9), ready to be sent as imageFile. */
export interface PreparedImage {
  blob: Blob;
  width: number;
  height: number;
  sizeKB: number;
  /** A small JPEG data URL for the preview. */
  thumbnail: string;
}

export class ImagePreparationError extends Error {}

/**
 * The messages of the first two checks, and the size limit: a screen whose spec words them differently,
 * or allows less than the 10MB upload limit (events: 3MB), passes its own.
 */
export interface ImageCheckMessages {
  invalidType: string;
  tooLarge: string;
  maxBytes?: number;
}

/** The checks made before anything else: the type, then the upload limit (10MB unless `maxBytes`). */
export function checkImageFile(file: File, messages: ImageCheckMessages = imageMessages): string | null {
  if (!(IMAGE_RULES.allowedTypes as readonly string[]).includes(file.type)) return messages.invalidType;
  if (file.size > (messages.maxBytes ?? IMAGE_RULES.maxUploadBytes)) return messages.tooLarge;
  return null;
}

/** The size an image is sent at: at most 800x600, keeping its aspect ratio, never enlarged. */
export function preparedSize(width: number, height: number) {
  return fitWithin(width, height, IMAGE_RULES.maxWidth, IMAGE_RULES.maxHeight);
}

/** The size of the preview: at most `size` pixels on the longest side, never enlarged. */
export function thumbnailSize(width: number, height: number, size: number = IMAGE_RULES.thumbnailSize) {
  return fitWithin(width, height, size, size);
}

/**
 * Encodes at 0.8, then 0.6, 0.5, 0.4 and 0.3 while the result is over 500KB (the same steps as the
 * server, see encodeWithinLimit); still over it, fails with the spec's message as an
 * ImagePreparationError.
 */
export async function encodeWithinSpec<T>(
  encode: (quality: number) => Promise<T>,
  sizeOf: (value: T) => number,
): Promise<{ value: T; sizeKB: number }> {
  try {
    return await encodeWithinLimit(encode, sizeOf);
  } catch (err) {
    if (err instanceof ProcessedImageTooLargeError) throw new ImagePreparationError(err.message);
    throw err;
  }
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new ImagePreparationError(imageMessages.readError));
    reader.onerror = () => reject(new ImagePreparationError(imageMessages.readError));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new ImagePreparationError(imageMessages.loadError));
    img.src = src;
  });
}

function draw(img: HTMLImageElement, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImagePreparationError(imageMessages.canvasError);
  // JPEG has no transparency: paint a white background first.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(img, 0, 0, width, height);
  return canvas;
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImagePreparationError(imageMessages.loadError))),
      'image/jpeg',
      quality,
    ),
  );
}

/** A thumbnail of at most `size` pixels on its longest side, as a JPEG data URL. */
export function makeThumbnail(
  img: HTMLImageElement,
  size: number = IMAGE_RULES.thumbnailSize,
  quality: number = IMAGE_RULES.thumbnailQuality,
): string {
  try {
    const box = thumbnailSize(img.naturalWidth, img.naturalHeight, size);
    return draw(img, box.width, box.height).toDataURL('image/jpeg', quality);
  } catch {
    throw new ImagePreparationError(imageMessages.thumbnailError);
  }
}

/**
 * Prepares an image as spec section 9 says: at most 800x600 keeping the aspect ratio, JPEG at 0.8,
 * retried at 0.6, 0.5, 0.4 and 0.3 while over 500KB (the same steps as the server, see
 * encodeWithinLimit); fails if still over 500KB. Throws an ImagePreparationError with the Spanish
 * message a person should read.
 */
export async function prepareImage(
  file: File,
  messages: ImageCheckMessages = imageMessages,
): Promise<PreparedImage> {
  const invalid = checkImageFile(file, messages);
  if (invalid) throw new ImagePreparationError(invalid);
  const img = await loadImage(await readAsDataUrl(file));
  const box = preparedSize(img.naturalWidth, img.naturalHeight);
  const canvas = draw(img, box.width, box.height);
  const encoded = await encodeWithinSpec(
    (quality) => toJpeg(canvas, quality),
    (blob) => blob.size,
  );
  return {
    blob: encoded.value,
    width: box.width,
    height: box.height,
    sizeKB: encoded.sizeKB,
    thumbnail: makeThumbnail(img),
  };
}
