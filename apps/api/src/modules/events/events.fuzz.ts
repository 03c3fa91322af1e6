import { eventFieldsSchema, eventPatchSchema } from '@koinonia/shared/events/events.schemas';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { events } from '../../db/schema.ts';
import type { FuzzPiece } from '../../test/fuzz-kit.ts';

const eventForm = {
  title: 'Conferencia de familias',
  summary: 'Dos días de enseñanza para las familias',
  content: 'Una conferencia para fortalecer los hogares de la ciudad.',
  eventDate: '2099-06-15',
  eventTime: '18:30',
  location: 'Auditorio principal',
  tags: '["familia"]',
};

export const fuzzing: FuzzPiece = {
  kindOf: { events: 'events' },
  undocumentedBodies: {
    'POST /api/community/admin/events': eventFieldsSchema,
    'PATCH /api/community/admin/events/{id}': eventPatchSchema,
  },
  multipart: {
    'POST /api/community/admin/events': { form: eventForm },
    'PATCH /api/community/admin/events/{id}': { form: eventForm },
  },
  async replenish({ db, a, pastorA, next }) {
    while ((await db.select({ id: events.id }).from(events).where(eq(events.communityId, a))).length < 3) {
      const res = await pastorA({
        method: 'POST',
        url: '/api/community/admin/events',
        payload: {
          ...eventForm,
          title: `Evento de prueba ${next()}`,
          requiresRegistration: true,
          capacity: 2,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  },
  async pools({ db, pool }) {
    for (const row of await db.select({ id: events.id }).from(events)) pool('events').add(row.id);
  },
};
