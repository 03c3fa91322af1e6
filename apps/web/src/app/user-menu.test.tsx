import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signIn } from '../test/render';
import { UserMenu } from './user-menu';

describe('user menu', () => {
  it("shows a pastor who they are and the activity log's entry", async () => {
    signIn({ name: 'Ana Pastora', email: 'ana@iglesia.org', role: 'COMMUNITY_ADMIN' });
    const { user } = renderWithProviders(<UserMenu />);

    await user.click(screen.getByRole('button', { name: 'Menú de usuario: Ana Pastora' }));

    expect(await screen.findByText('ana@iglesia.org')).toBeInTheDocument();
    expect(screen.getByText('Administrador')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Registro de actividad' })).toHaveAttribute(
      'href',
      '/activity',
    );
    expect(screen.getByRole('menuitem', { name: 'Cerrar Sesión' })).toBeInTheDocument();
  });

  it('hides the activity log from a helper', async () => {
    signIn({ name: 'Beto Ayudante', role: 'SECTION_ADMIN' });
    const { user } = renderWithProviders(<UserMenu />);

    await user.click(screen.getByRole('button', { name: 'Menú de usuario: Beto Ayudante' }));

    expect(await screen.findByRole('menuitem', { name: 'Cerrar Sesión' })).toBeInTheDocument();
    expect(screen.getByText('Usuario')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Registro de actividad' })).not.toBeInTheDocument();
  });

  it('logs out', async () => {
    signIn();
    const { user } = renderWithProviders(<UserMenu />);

    await user.click(screen.getByRole('button', { name: /^Menú de usuario/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar Sesión' }));

    expect(localStorage.getItem('token')).toBeNull();
  });
});
