import type { AuditEntry } from '@koinonia/shared/audit/audit.schemas';
import type { SessionUser } from '@koinonia/shared/auth/auth.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refuse } from '../../../test/fake-api';
import { pastor, renderSignedIn, renderWithProviders, signIn } from '../../../test/render';
import { ActivityPage } from './activity-page';

const ana = { id: pastor.id, name: 'Ana Pastora' };
const beto = { id: '7d1a4c1e-0000-4000-8000-000000000002', name: 'Beto Ayudante' };

const entries: AuditEntry[] = [
  {
    id: 'e1',
    createdAt: '2025-03-09T15:00:00.000Z',
    actor: ana,
    action: 'create',
    objectType: 'sector',
    objectId: 's1',
    changes: { name: 'Norte', capacity: 15 },
    ip: '10.0.0.7',
  },
  {
    id: 'e2',
    createdAt: '2025-03-08T15:00:00.000Z',
    actor: beto,
    action: 'update',
    objectType: 'group',
    objectId: 'g1',
    changes: { name: { from: 'Jóvenes', to: 'Jóvenes Unidos' } },
    ip: null,
  },
  {
    id: 'e3',
    createdAt: '2025-03-07T15:00:00.000Z',
    actor: ana,
    action: 'deactivate',
    objectType: 'membership',
    objectId: 'm2',
    changes: null,
    ip: '10.0.0.7',
  },
];

/** GET /audit-log over the entries: filtered by person and type, two entries a page. */
function auditApi() {
  return fakeApi({
    'GET /api/audit-log/actors': () => [ana, beto],
    'GET /api/audit-log': ({ url }) => {
      const q = url.searchParams;
      const found = entries.filter(
        (e) =>
          (!q.get('actorId') || e.actor.id === q.get('actorId')) &&
          (!q.get('objectType') || e.objectType === q.get('objectType')),
      );
      const page = Number(q.get('page') ?? 1);
      const items = found.slice((page - 1) * 2, page * 2);
      return { items, pagination: { page, limit: 2, total: found.length, hasMore: page * 2 < found.length } };
    },
  });
}

/** The entries as cards (jsdom applies no CSS, so the table is in the page too). */
/** /activity with the log's API, signed in as the pastor unless another user is given. */
const openActivityPage = (user?: Partial<SessionUser>) =>
  renderSignedIn(<ActivityPage />, '/activity', auditApi, user);

/** Opens /activity once its first page has loaded. */
async function openLoadedActivityPage() {
  const page = openActivityPage();
  await screen.findByText('3 registros · se muestran los 2 más recientes');
  return page;
}

const entryList = () => screen.getByRole('list', { name: 'Registro de actividad' });
/** The entries' names, in order (each card is named after the object, the action and the person). */
const entryNames = () => Array.from(entryList().children, (item) => item.getAttribute('aria-label'));

describe('activity page', () => {
  it('lists the newest entries with who did what, and loads more', async () => {
    const { user } = openActivityPage();

    expect(await screen.findByText('3 registros · se muestran los 2 más recientes')).toBeInTheDocument();
    expect(entryNames()).toEqual([
      'Sector Norte: Creó por Ana Pastora',
      'Grupo Jóvenes Unidos: Modificó por Beto Ayudante',
    ]);
    const sector = within(entryList()).getByRole('listitem', { name: 'Sector Norte: Creó por Ana Pastora' });
    expect(sector).toHaveTextContent('Nombre: Norte');
    expect(sector).toHaveTextContent('Capacidad: 15');
    expect(sector).toHaveTextContent('10.0.0.7');
    expect(entryList().children[1]).toHaveTextContent('Nombre: Jóvenes → Jóvenes Unidos');

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));

    expect(await screen.findByText('3 registros')).toBeInTheDocument();
    expect(entryNames()).toHaveLength(3);
    expect(
      within(entryList()).getByRole('listitem', { name: 'Miembro: Inactivó por Ana Pastora' }),
    ).toHaveTextContent('Sin cambios de campos');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('filters by type of object, and clears the filters', async () => {
    const { api, user } = await openLoadedActivityPage();

    await user.click(screen.getByRole('textbox', { name: 'Tipo de objeto' }));
    await user.click(await screen.findByRole('option', { name: 'Grupo' }));

    expect(await screen.findByText('1 registro')).toBeInTheDocument();
    expect(entryNames()).toEqual(['Grupo Jóvenes Unidos: Modificó por Beto Ayudante']);
    expect(api.to('GET /api/audit-log').at(-1)?.url.searchParams.get('objectType')).toBe('group');

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(await screen.findByText('3 registros · se muestran los 2 más recientes')).toBeInTheDocument();
  });

  it('filters by person', async () => {
    const { api, user } = await openLoadedActivityPage();

    await user.click(screen.getByRole('textbox', { name: 'Persona' }));
    await user.click(await screen.findByRole('option', { name: 'Beto Ayudante' }));

    expect(await screen.findByText('1 registro')).toBeInTheDocument();
    expect(entryNames()).toEqual(['Grupo Jóvenes Unidos: Modificó por Beto Ayudante']);
    expect(api.to('GET /api/audit-log').at(-1)?.url.searchParams.get('actorId')).toBe(beto.id);
  });

  it('says when the range of days is backwards, without asking the server', async () => {
    const { api, user } = await openLoadedActivityPage();
    const asked = api.to('GET /api/audit-log').length;

    await user.type(screen.getByLabelText('Desde'), '2025-03-10');
    await user.type(screen.getByLabelText('Hasta'), '2025-03-01');

    expect(await screen.findByText('La fecha final no puede ser anterior a la inicial')).toBeInTheDocument();
    expect(api.to('GET /api/audit-log').length).toBe(asked + 1);
    expect(api.to('GET /api/audit-log').at(-1)?.url.searchParams.get('from')).toBe('2025-03-10');
  });

  it("shows the server's message when the log cannot be read", async () => {
    signIn();
    fakeApi({
      'GET /api/audit-log/actors': () => [],
      'GET /api/audit-log': () =>
        refuse(
          403,
          'ADMIN_ONLY',
          'Solo los pastores (administradores de la comunidad) pueden realizar esta acción',
        ),
    });
    renderWithProviders(<ActivityPage />, { url: '/activity' });

    expect(await screen.findByText('No se pudo cargar el registro de actividad')).toBeInTheDocument();
    expect(
      screen.getByText('Solo los pastores (administradores de la comunidad) pueden realizar esta acción'),
    ).toBeInTheDocument();
  });

  it('refuses a helper without asking the server', async () => {
    const { api } = openActivityPage({ role: 'SECTION_ADMIN' });

    expect(await screen.findByText('Acceso restringido')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Solo los pastores (administradores de la comunidad) pueden ver el registro de actividad.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.requests).toHaveLength(0));
  });
});
