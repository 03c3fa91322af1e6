import type { SessionUser } from '@koinonia/shared/auth/auth.schemas';
import type { DashboardStats, Membership, Role } from '@koinonia/shared/members/members.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { pastor, renderSignedIn } from '../../../test/render';
import { UsersPage } from './users-page';

function membership(
  id: string,
  name: string,
  role: Role,
  isActive = true,
  userId = `user-${id}`,
): Membership {
  return {
    id,
    role,
    isActive,
    joinedAt: '2025-03-09T15:00:00.000Z',
    createdAt: '2025-03-09T15:00:00.000Z',
    updatedAt: '2025-03-09T15:00:00.000Z',
    user: {
      id: userId,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@iglesia.org`,
      documentNumber: `10${id.length}${name.length}`,
      phone: null,
      createdAt: '2025-03-01T12:00:00.000Z',
      memberSince: '2025-03-09T15:00:00.000Z',
    },
    community: { name: 'Iglesia Central' },
  };
}

const stats: DashboardStats = {
  totalUsuarios: 42,
  oficiales: 35,
  invitados: 4,
  miembrosInactivados: 3,
  desgloseRolesActivos: { pastores: 2, ayudantes: 5, miembros: 28 },
};

/** The API of /users over a few memberships: search by name, the 'inactivos' filter, deactivation. */
function membersApi() {
  const members = [
    membership('m1', 'Ana Pastora', 'COMMUNITY_ADMIN', true, pastor.id),
    membership('m2', 'Carla Ruiz', 'MEMBER'),
    membership('m3', 'Diego Soto', 'GUEST', false),
  ];
  return fakeApi({
    [`GET /api/communities/${pastor.communityId}/dashboard-stats`]: () => stats,
    'GET /api/community/members': ({ url }) => {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const filter = url.searchParams.get('filter');
      const items = members.filter(
        (m) => m.user.name.toLowerCase().includes(search) && (filter !== 'inactivos' || !m.isActive),
      );
      return { items, pagination: { page: 1, limit: 20, total: items.length, hasMore: false } };
    },
    'DELETE /api/community/memberships/m2': () => {
      const carla = members.find((m) => m.id === 'm2')!;
      carla.isActive = false;
      return carla;
    },
  });
}

/** /users with the members' API, signed in as the pastor unless another user is given. */
const openUsersPage = (user?: Partial<SessionUser>) =>
  renderSignedIn(<UsersPage />, '/users', membersApi, user);

/** Opens /users once its members have loaded. */
async function openLoadedUsersPage() {
  const page = openUsersPage();
  await screen.findByText('3 miembros');
  return page;
}

/**
 * A statistics card, a button that filters the list, among the page's statistics (naming every button
 * of the page to find it would cost more than the page's render).
 */
const statCard = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Estadísticas y filtros' })).getByRole('button', { name });

/** The list as cards (a phone's view: jsdom applies no CSS, so the table is in the page too). */
const memberList = () => screen.getByRole('list', { name: 'Miembros de la comunidad' });
const memberCard = (name: string) => within(memberList()).getByRole('listitem', { name });

describe('users page', () => {
  it('shows the statistics and the members with their role and status', async () => {
    openUsersPage();

    expect(await screen.findByText('3 miembros')).toBeInTheDocument();
    expect(statCard(/^Total en plataforma/)).toHaveTextContent('42');
    expect(statCard(/^Pastores \/ Admin/)).toHaveTextContent('2');
    expect(statCard(/^Usuarios inactivados/)).toHaveTextContent('3');

    const carla = memberCard('Carla Ruiz');
    expect(within(carla).getByText('Miembro', { ignore: 'option' })).toBeInTheDocument();
    expect(within(carla).getByText('Activo')).toBeInTheDocument();
    expect(within(carla).getByText('carla@iglesia.org')).toBeInTheDocument();
    const diego = memberCard('Diego Soto');
    expect(within(diego).getByText('Invitado', { ignore: 'option' })).toBeInTheDocument();
    expect(within(diego).getByText('Inactivo')).toBeInTheDocument();
    expect(within(diego).getByRole('button', { name: 'Reactivar a Diego Soto' })).toBeInTheDocument();
    // The pastor's own row has no actions on themself.
    expect(within(memberCard('Ana Pastora')).getByText('Tu cuenta')).toBeInTheDocument();
  });

  it('searches the members on the server', async () => {
    const { api, user } = await openLoadedUsersPage();

    // Pasted: one change of the box, where typing would render the whole page once per key. The box
    // waits for a pause before it asks the server, so the server sees 'carla' either way.
    await user.click(screen.getByRole('searchbox', { name: 'Buscar miembros' }));
    await user.paste('carla');

    expect(await screen.findByText('Búsqueda: “carla”')).toBeInTheDocument();
    await waitFor(() => expect(within(memberList()).getAllByRole('listitem')).toHaveLength(1));
    expect(memberCard('Carla Ruiz')).toBeInTheDocument();
    expect(screen.getByText('1 resultado')).toBeInTheDocument();
    expect(api.to('GET /api/community/members').at(-1)?.url.searchParams.get('search')).toBe('carla');
  });

  it('filters by a statistics card, and clears the filter', async () => {
    const { api, user } = await openLoadedUsersPage();

    const inactive = statCard(/^Usuarios inactivados/);
    await user.click(inactive);

    expect(inactive).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Filtro: Usuarios inactivados')).toBeInTheDocument();
    await waitFor(() => expect(within(memberList()).getAllByRole('listitem')).toHaveLength(1));
    expect(memberCard('Diego Soto')).toBeInTheDocument();
    expect(api.to('GET /api/community/members').at(-1)?.url.searchParams.get('filter')).toBe('inactivos');

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(await screen.findByText('3 miembros')).toBeInTheDocument();
    expect(inactive).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks before deactivating a member, and does nothing when cancelled', async () => {
    const { api, user } = await openLoadedUsersPage();

    await user.click(within(memberList()).getByRole('button', { name: 'Inactivar a Carla Ruiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inactivar miembro' });
    expect(dialog).toHaveTextContent(
      '¿Estás seguro de inactivar a Carla Ruiz? No podrá acceder al sistema hasta que sea reactivado.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('DELETE /api/community/memberships/m2')).toHaveLength(0);
    expect(within(memberCard('Carla Ruiz')).getByText('Activo')).toBeInTheDocument();
  });

  it('deactivates a member once confirmed', async () => {
    const { api, user } = await openLoadedUsersPage();

    await user.click(within(memberList()).getByRole('button', { name: 'Inactivar a Carla Ruiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inactivar miembro' });
    await user.click(within(dialog).getByRole('button', { name: 'Inactivar' }));

    expect(await screen.findByText('Miembro inactivado exitosamente')).toBeInTheDocument();
    expect(api.to('DELETE /api/community/memberships/m2')).toHaveLength(1);
    // The list is read again and shows her inactive, with the way back.
    expect(
      await within(memberList()).findByRole('button', { name: 'Reactivar a Carla Ruiz' }),
    ).toBeInTheDocument();
    expect(within(memberCard('Carla Ruiz')).getByText('Inactivo')).toBeInTheDocument();
  });

  it('shows a helper the list without the management actions', async () => {
    openUsersPage({ role: 'SECTION_ADMIN' });

    expect(await screen.findByText('3 miembros')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invitar Miembro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enlaces de invitación' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Inactivar a/ })).not.toBeInTheDocument();
  });
});
