import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** Spanish screen-reader texts of the drag and drop (dnd-kit's defaults are in English). */
export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Para reordenar una noticia, presiona Espacio o Enter sobre su botón de reordenar. ' +
    'Usa las flechas arriba y abajo para moverla; presiona Espacio o Enter de nuevo para soltarla, ' +
    'o Escape para cancelar.',
};

export function newsAnnouncements(
  titleOf: (id: string | number) => string,
  positionOf: (id: string | number) => number,
  total: () => number,
): Announcements {
  return {
    onDragStart: ({ active }) =>
      `Tomaste la noticia ${titleOf(active.id)}. Está en la posición ${positionOf(active.id)} de ${total()}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `La noticia ${titleOf(active.id)} se movió a la posición ${positionOf(over.id)} de ${total()}.`
        : `La noticia ${titleOf(active.id)} ya no está sobre una posición de la lista.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Soltaste la noticia ${titleOf(active.id)} en la posición ${positionOf(over.id)} de ${total()}.`
        : `Soltaste la noticia ${titleOf(active.id)} fuera de la lista; no cambió de posición.`,
    onDragCancel: ({ active }) =>
      `Se canceló el movimiento. La noticia ${titleOf(active.id)} volvió a su posición.`,
  };
}
