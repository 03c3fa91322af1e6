import type { SessionUser } from '@koinonia/shared/auth/auth.schemas';
import type { Community } from '@koinonia/shared/communities/communities.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderSignedIn, renderWithProviders, signIn } from '../../../test/render';
import { CommunityFormModal } from '../components/community-form-modal';
import { CommunitiesPage } from './communities-page';

/** The API of /communities over one community, which PUT /community/profile edits. */
function communitiesApi() {
  const community: Community = {
    id: 'c1',
    name: 'Iglesia Central',
    description: 'Una familia que se reúne cada domingo.',
    createdAt: '2025-03-09T15:00:00.000Z',
    _count: { memberships: 12 },
  };
  return fakeApi({
    'GET /api/communities': () => [community],
    'PUT /api/community/profile': ({ body }) => {
      Object.assign(community, body);
      return community;
    },
  });
}

/** /communities with the communities' API, signed in as the pastor unless another user is given. */
const openCommunitiesPage = (user?: Partial<SessionUser>) =>
  renderSignedIn(<CommunitiesPage />, '/communities', communitiesApi, user);

async function openEditForm(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Editar' }));
  return screen.findByRole('dialog', { name: 'Editar Comunidad' });
}

describe('communities page', () => {
  it("shows the community's name, description, members and creation day", async () => {
    openCommunitiesPage();

    const card = await screen.findByTestId('community-card');
    expect(within(card).getByRole('heading', { level: 2, name: 'Iglesia Central' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Una familia que se reúne cada domingo.');
    expect(card).toHaveTextContent('12 miembros');
    expect(card).toHaveTextContent('Creada el 9 de marzo de 2025');
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Comunidad' })).toBeInTheDocument();
  });

  it('validates the name with the shared schema before saving', async () => {
    const { api, user } = openCommunitiesPage();
    const dialog = await openEditForm(user);
    const name = within(dialog).getByLabelText('Nombre');
    expect(name).toHaveValue('Iglesia Central');

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await within(dialog).findByText('El nombre es requerido')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, 'Ab');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await within(dialog).findByText('El nombre debe tener al menos 3 caracteres')).toBeInTheDocument();
    expect(api.to('PUT /api/community/profile')).toHaveLength(0);
  });

  it('saves the edited community and shows it', async () => {
    const { api, user } = openCommunitiesPage();
    const dialog = await openEditForm(user);

    const name = within(dialog).getByLabelText('Nombre');
    await user.clear(name);
    // Pasted into the field `clear` left focused, in one change (the validation test types key by key):
    // the spaces around the name reach the form, which trims them.
    await user.paste('  Iglesia Nueva Vida ');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByText('Comunidad actualizada exitosamente')).toBeInTheDocument();
    expect(api.to('PUT /api/community/profile')[0]?.body).toEqual({
      name: 'Iglesia Nueva Vida',
      description: 'Una familia que se reúne cada domingo.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 2, name: 'Iglesia Nueva Vida' })).toBeInTheDocument();
  });

  it("keeps the form open with the server's message on the field when it refuses", async () => {
    signIn();
    fakeApi({
      'GET /api/communities': () => [
        {
          id: 'c1',
          name: 'Iglesia Central',
          description: null,
          createdAt: '2025-03-09T15:00:00.000Z',
          _count: { memberships: 1 },
        },
      ],
      'PUT /api/community/profile': () =>
        reply(400, {
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: 'Los datos enviados no son válidos',
          issues: [{ path: 'name', message: 'Ese nombre ya está en uso' }],
        }),
    });
    const { user } = renderWithProviders(<CommunitiesPage />, { url: '/communities' });
    expect(await screen.findByText('1 miembro')).toBeInTheDocument();
    expect(screen.getByText('Sin descripción')).toBeInTheDocument();
    const dialog = await openEditForm(user);

    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByText('Los datos enviados no son válidos')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Ese nombre ya está en uso').length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Editar Comunidad' })).toBeInTheDocument();
  });

  it('is read-only for a helper', async () => {
    openCommunitiesPage({ role: 'SECTION_ADMIN' });

    expect(await screen.findByTestId('community-card')).toBeInTheDocument();
    expect(
      screen.getByText('Tienes acceso de solo lectura: solo los pastores pueden editar la comunidad.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver Miembros' })).toBeInTheDocument();
  });
});

describe('community form (create)', () => {
  it('asks for a name of at least 3 characters and sends the trimmed body', async () => {
    const onSubmit = vi.fn(async () => {});
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <CommunityFormModal opened mode="create" saving={false} onClose={onClose} onSubmit={onSubmit} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nueva Comunidad' });
    expect(dialog).toHaveTextContent(
      'La creación de comunidades está reservada a los administradores de la plataforma.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Crear Comunidad' }));
    expect(await within(dialog).findByText('El nombre es requerido')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Nombre'), '  Fe  ');
    await user.click(within(dialog).getByRole('button', { name: 'Crear Comunidad' }));
    expect(await within(dialog).findByText('El nombre debe tener al menos 3 caracteres')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Nombre'), 'lices');
    await user.type(within(dialog).getByLabelText('Descripción'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Crear Comunidad' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Fe  lices', description: null }));
    expect(onClose).toHaveBeenCalled();
  });
});
