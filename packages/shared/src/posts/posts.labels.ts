import type { PostType } from './posts.schemas.ts';

/** Spanish label, Tabler icon name and colour of each post type [proposed: doc 000's post categories]. */
export const postTypeInfo: Record<PostType, { label: string; icon: string; color: string }> = {
  ANNOUNCEMENT: { label: 'Anuncio', icon: 'speakerphone', color: '#1c7ed6' },
  BIRTHDAY: { label: 'Cumpleaños', icon: 'cake', color: '#e64980' },
  WEDDING: { label: 'Boda', icon: 'heart', color: '#c2255c' },
  ACHIEVEMENT: { label: 'Logro', icon: 'trophy', color: '#f08c00' },
  PRAYER_REQUEST: { label: 'Petición de oración', icon: 'pray', color: '#7048e8' },
  TESTIMONY: { label: 'Testimonio', icon: 'message-heart', color: '#2f9e44' },
  CELEBRATION: { label: 'Celebración', icon: 'confetti', color: '#e8590c' },
  EVENT: { label: 'Evento', icon: 'calendar-event', color: '#0c8599' },
  MINISTRY_NEWS: { label: 'Noticias del ministerio', icon: 'building-church', color: '#364fc7' },
  VOLUNTEER_OPPORTUNITY: { label: 'Voluntariado', icon: 'hand-love-you', color: '#5c940d' },
  OTHER: { label: 'Otro', icon: 'dots', color: '#868e96' },
};

export const postTypeLabels: Record<PostType, string> = Object.fromEntries(
  Object.entries(postTypeInfo).map(([type, info]) => [type, info.label]),
) as Record<PostType, string>;

/** State labels of the admin cards and details. */
export const postStateLabels = { active: 'Activo', deleted: 'Eliminado' } as const;
