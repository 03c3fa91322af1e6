/** Image rules shared by the browser preparation and the server. */
export const IMAGE_RULES = {
  allowedTypes: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'],
  maxUploadBytes: 10 * 1024 * 1024,
  maxWidth: 800,
  maxHeight: 600,
  quality: 0.8,
  retryQualities: [0.6, 0.5, 0.4, 0.3],
  maxProcessedKB: 500,
  thumbnailSize: 150,
  thumbnailQuality: 0.8,
} as const;

/** Every Spanish message about an image (spec section 8); errors.ts uses them for the IMAGE_* codes. */
export const imageMessages = {
  invalidType: 'Tipo de archivo no permitido. Solo se permiten: JPEG, PNG, WebP',
  tooLarge: 'El archivo es demasiado grande. Máximo permitido: 10MB',
  loadError: 'Error al cargar la imagen',
  readError: 'Error al leer el archivo',
  canvasError: 'No se pudo crear el contexto del canvas',
  processedTooLarge: (sizeKB: number) =>
    `La imagen es demasiado grande (${sizeKB}KB). Máximo permitido: 500KB`,
  /** The same refusal when the size is not known. */
  processedTooLargeDefault: 'La imagen es demasiado grande. Máximo permitido: 500KB',
  thumbnailError: 'Error al generar thumbnail',
} as const;
