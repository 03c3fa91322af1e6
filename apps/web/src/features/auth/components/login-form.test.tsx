import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, refuse } from '../../../test/fake-api';
import { pastor, renderWithProviders } from '../../../test/render';
import { LoginPage } from '../pages/login-page';
import { LoginForm } from './login-form';

const emailField = () => screen.getByLabelText(/^Correo electrónico/);
const passwordField = () => screen.getByLabelText(/^Contraseña/);
const submit = () => screen.getByRole('button', { name: 'Ingresar a Koinonia' });

/**
 * Fills in the email and the password as a user pasting them: a click in each field, then its text at
 * once (typing them key by key, one render per key, is what 'stores the session...' does).
 */
async function pasteCredentials(user: UserEvent, email: string, password: string) {
  await user.click(emailField());
  await user.paste(email);
  await user.click(passwordField());
  await user.paste(password);
}

describe('login form', () => {
  it('asks for the email and the password, in Spanish, without calling the API', async () => {
    const api = fakeApi({});
    const { user } = renderWithProviders(<LoginForm onSuccess={() => {}} />);

    await user.click(submit());

    expect(await screen.findByText('El correo electrónico es requerido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's message when the credentials are wrong, and stores nothing", async () => {
    fakeApi({
      'POST /api/auth/login': () =>
        refuse(401, 'INVALID_CREDENTIALS', 'Correo electrónico o contraseña incorrectos'),
    });
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSuccess={onSuccess} />);

    await pasteCredentials(user, 'pastor@iglesia.org', 'equivocada');
    await user.click(submit());

    expect(await screen.findByText('Correo electrónico o contraseña incorrectos')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
    // The form can be sent again.
    expect(submit()).toBeEnabled();
  });

  it('refuses a member without a dashboard role with the fixed message', async () => {
    fakeApi({
      'POST /api/auth/login': () => ({ access_token: 'tok', user: { ...pastor, role: 'MEMBER' } }),
    });
    const { user } = renderWithProviders(<LoginForm onSuccess={() => {}} />);

    await pasteCredentials(user, 'miembro@iglesia.org', 'secreta123');
    await user.click(submit());

    expect(
      await screen.findByText('No tienes los permisos necesarios para acceder a este panel.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stores the session and calls back once signed in', async () => {
    const api = fakeApi({
      'POST /api/auth/login': () => ({ access_token: 'token-de-ana', user: pastor }),
    });
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSuccess={onSuccess} />);

    await user.type(emailField(), '  Pastor@Iglesia.org ');
    await user.type(passwordField(), 'secreta123');
    await user.click(submit());

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    // The email is sent as the shared schema normalises it.
    expect(api.to('POST /api/auth/login')[0]?.body).toEqual({
      email: 'pastor@iglesia.org',
      password: 'secreta123',
    });
    expect(localStorage.getItem('token')).toBe('token-de-ana');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(pastor);
  });
});

describe('login page', () => {
  it('returns to the page the expired session was on', async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ access_token: 'tok', user: pastor }) });
    const { user, router } = renderWithProviders(<LoginPage />, { url: '/login?expired=1&next=%2Fusers' });

    expect(await screen.findByTestId('session-expired')).toHaveTextContent(
      'Tu sesión expiró. Inicia sesión de nuevo.',
    );
    await pasteCredentials(user, 'pastor@iglesia.org', 'secreta123');
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });
});
