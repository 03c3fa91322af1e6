// Apart from the schemas (and zod): the members' app shows some of these before its forms are loaded.

/** Spec §5, verbatim. */
export const postMessages = {
  messageRequired: 'El mensaje es obligatorio',
  messageTooLong: 'El mensaje no puede exceder 1000 caracteres',
  titleTooLong: 'El título no puede exceder 100 caracteres',
  imageInvalidType: 'Solo se permiten archivos de imagen (JPEG, PNG, WebP)',
  imageTooLarge: 'La imagen no puede exceder 10MB',
  deleteConfirm: '¿Estás seguro de que quieres eliminar esta publicación?',
  typeInvalid: 'El tipo de publicación no es válido',
  commentRequired: 'El comentario es obligatorio',
  commentTooLong: 'El comentario no puede exceder 500 caracteres',
  parentInvalid: 'El comentario al que respondes no es válido',
  searchTooLong: 'La búsqueda no puede exceder 100 caracteres',
  dateInvalid: 'La fecha no es válida (AAAA-MM-DD)',
  authorInvalid: 'El autor no es válido',
  dateRangeInvalid: 'La fecha inicial no puede ser posterior a la final',
} as const;
