import { CreateFirstButton, EmptyState } from '@koinonia/ui/components/empty-state';
import { IconMessageCircle } from '@tabler/icons-react';

/** No posts (spec section 2): 'No hay publicaciones' and 'Crear Primera Publicación'. */
export function PostsEmptyState({ filtered, onCreate }: { filtered: boolean; onCreate: () => void }) {
  return (
    <EmptyState
      icon={<IconMessageCircle size={30} aria-hidden />}
      title="No hay publicaciones"
      text={
        filtered
          ? 'Ninguna publicación coincide con los filtros. Cambia o limpia los filtros.'
          : 'Aún no hay publicaciones en la comunidad.'
      }
      action={<CreateFirstButton label="Crear Primera Publicación" onClick={onCreate} />}
    />
  );
}
