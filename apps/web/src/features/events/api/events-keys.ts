/** Query keys of the events page: the list, the overview, one event, its statistics, a month. */
export const eventsKeys = {
  all: ['events'] as const,
  list: () => [...eventsKeys.all, 'list'] as const,
  overview: () => [...eventsKeys.all, 'overview'] as const,
  detail: (id: string) => [...eventsKeys.all, 'detail', id] as const,
  statistics: (id: string) => [...eventsKeys.all, 'statistics', id] as const,
  calendar: (month: string) => [...eventsKeys.all, 'calendar', month] as const,
};

/** The base of the dashboard's events calls (spec §7), under /api. */
export const EVENTS_BASE = '/community/admin/events';
export const eventPath = (id: string, rest = '') => `${EVENTS_BASE}/${encodeURIComponent(id)}${rest}`;

/** [proposed] The fallbacks of the page's red banner when the server gives no message. */
export const eventFallbacks = {
  load: 'Error al cargar los eventos',
  overview: 'No se pudieron cargar las estadísticas',
  detail: 'No se pudo cargar el evento',
  statistics: 'No se pudieron cargar las estadísticas del evento',
  calendar: 'No se pudo cargar el calendario',
  save: 'Error al guardar el evento',
  delete: 'Error al eliminar el evento',
  toggle: 'Error al cambiar la visibilidad del evento',
  export: 'Error al exportar los interesados',
} as const;
