import { eventFieldsSchema, eventPatchSchema } from '@koinonia/shared/events/events.schemas';
import { eq } from 'drizzle-orm';
import { events } from '../../db/schema.ts';
import { addToPool, createAsPastor, type FuzzPiece, replenishTo } from '../../test/fuzz-kit.ts';

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
  async replenish(ctx) {
    await replenishTo(
      3,
      async () =>
        (await ctx.db.select({ id: events.id }).from(events).where(eq(events.communityId, ctx.a))).length,
      async () => {
        await createAsPastor(ctx, '/api/community/admin/events', {
          ...eventForm,
          title: `Evento de prueba ${ctx.next()}`,
          requiresRegistration: true,
          capacity: 2,
        });
      },
    );
  },
  async pools(ctx) {
    addToPool(ctx, 'events', await ctx.db.select({ id: events.id }).from(events));
  },
};
