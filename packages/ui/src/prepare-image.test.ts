import { IMAGE_RULES, imageMessages } from '@koinonia/shared/images/image-rules';
import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  encodeWithinSpec,
  ImagePreparationError,
  preparedSize,
  prepareImage,
  thumbnailSize,
} from './prepare-image';

const MB = 1024 * 1024;

/** A file of the given type and size, without allocating its bytes. */
function fileOf(type: string, size: number): File {
  const file = new File([], 'foto', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checkImageFile', () => {
  it('accepts JPEG, PNG and WebP up to 10MB', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'])
      expect(checkImageFile(fileOf(type, 1024))).toBeNull();
    expect(checkImageFile(fileOf('image/png', 10 * MB))).toBeNull();
  });

  it('refuses any other type with the spec’s message', () => {
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', ''])
      expect(checkImageFile(fileOf(type, 1024))).toBe(imageMessages.invalidType);
  });

  it('refuses a file over 10MB with the spec’s message', () => {
    expect(checkImageFile(fileOf('image/jpeg', 10 * MB + 1))).toBe(
      'El archivo es demasiado grande. Máximo permitido: 10MB',
    );
  });

  it('checks the type before the size', () => {
    expect(checkImageFile(fileOf('image/gif', 20 * MB))).toBe(imageMessages.invalidType);
  });
});

describe('prepareImage', () => {
  it('refuses a wrong file before reading it (no DOM needed)', async () => {
    await expect(prepareImage(fileOf('image/gif', 1024))).rejects.toThrow(
      new ImagePreparationError(imageMessages.invalidType),
    );
    await expect(prepareImage(fileOf('image/png', 11 * MB))).rejects.toBeInstanceOf(ImagePreparationError);
  });
});

describe('preparedSize', () => {
  it('fits within 800x600 keeping the aspect ratio', () => {
    expect(preparedSize(1600, 1200)).toEqual({ width: 800, height: 600 });
    expect(preparedSize(4000, 1000)).toEqual({ width: 800, height: 200 });
    expect(preparedSize(1000, 3000)).toEqual({ width: 200, height: 600 });
    expect(preparedSize(1920, 1080)).toEqual({ width: 800, height: 450 });
  });

  it('never enlarges a small image', () => {
    expect(preparedSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(preparedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('rounds, and keeps at least one pixel on each side', () => {
    expect(preparedSize(1001, 333)).toEqual({ width: 800, height: 266 });
    expect(preparedSize(100_000, 10)).toEqual({ width: 800, height: 1 });
  });
});

describe('thumbnailSize', () => {
  it('fits the preview within 150 pixels on its longest side', () => {
    expect(IMAGE_RULES.thumbnailSize).toBe(150);
    expect(thumbnailSize(800, 600)).toEqual({ width: 150, height: 113 });
    expect(thumbnailSize(300, 600)).toEqual({ width: 75, height: 150 });
    expect(thumbnailSize(100, 50)).toEqual({ width: 100, height: 50 });
    expect(thumbnailSize(400, 400, 64)).toEqual({ width: 64, height: 64 });
  });
});

describe('encodeWithinSpec', () => {
  /** A fake encoder: the size in bytes each quality gives, and the qualities asked for. */
  function encoder(kbAt: Record<number, number>) {
    const asked: number[] = [];
    const encode = async (quality: number) => {
      asked.push(quality);
      return (kbAt[quality] ?? 0) * 1024;
    };
    return { asked, encode };
  }

  it('keeps the first quality when it is within 500KB', async () => {
    const { asked, encode } = encoder({ 0.8: 120 });
    await expect(encodeWithinSpec(encode, (bytes) => bytes)).resolves.toEqual({
      value: 120 * 1024,
      quality: 0.8,
      bytes: 120 * 1024,
      sizeKB: 120,
    });
    expect(asked).toEqual([0.8]);
  });

  it('retries at 0.6, 0.5, 0.4 and 0.3 while over 500KB', async () => {
    const { asked, encode } = encoder({ 0.8: 900, 0.6: 700, 0.5: 600, 0.4: 500 });
    const result = await encodeWithinSpec(encode, (bytes) => bytes);
    expect(result.sizeKB).toBe(500);
    expect(asked).toEqual([0.8, 0.6, 0.5, 0.4]);
  });

  it('fails with the spec’s message when still over 500KB at 0.3', async () => {
    const { asked, encode } = encoder({ 0.8: 900, 0.6: 800, 0.5: 700, 0.4: 650, 0.3: 612 });
    const failure = encodeWithinSpec(encode, (bytes) => bytes);
    await expect(failure).rejects.toBeInstanceOf(ImagePreparationError);
    await expect(failure).rejects.toThrow('La imagen es demasiado grande (612KB). Máximo permitido: 500KB');
    expect(asked).toEqual([0.8, 0.6, 0.5, 0.4, 0.3]);
  });

  it('passes other failures through unchanged', async () => {
    const broken = new Error('encoder broke');
    await expect(
      encodeWithinSpec(
        () => Promise.reject(broken),
        () => 0,
      ),
    ).rejects.toBe(broken);
  });
});
