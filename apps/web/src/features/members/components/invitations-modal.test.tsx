import type { Invitation } from '@koinonia/shared/invitations/invitations.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderSignedIn } from '../../../test/render';
import { InvitationsModal } from './invitations-modal';

function invitation(id: string, overrides: Partial<Invitation> = {}): Invitation {
  return {
    id,
    code: `code-${id}`,
    url: `https://iglesia.example/app/unirse/code-${id}`,
    role: 'MEMBER',
    expiresAt: null,
    maxUses: null,
    uses: 0,
    revokedAt: null,
    createdAt: '2026-11-01T15:00:00.000Z',
    createdBy: { name: 'Ana Pastora' },
    valid: true,
    reason: null,
    ...overrides,
  };
}

function invitationsApi(items: Invitation[]) {
  return () =>
    fakeApi({
      'GET /api/community/invitations': () => ({
        items,
        pagination: { page: 1, limit: 10, total: items.length, hasMore: false },
      }),
      'POST /api/community/invitations': ({ body }) => {
        const created = invitation('new', body as Partial<Invitation>);
        items.unshift(created);
        return reply(201, created);
      },
      'DELETE /api/community/invitations/a': () => {
        const revoked = { ...items[0]!, revokedAt: '2026-12-01T00:00:00Z', valid: false, reason: 'REVOKED' };
        items.splice(0, 1, revoked as Invitation);
        return revoked;
      },
    });
}

const open = (items: Invitation[]) =>
  renderSignedIn(<InvitationsModal opened onClose={() => {}} />, '/users', invitationsApi(items));

describe('invitation links', () => {
  it('creates the first link and shows it to copy, as a QR code and for WhatsApp', async () => {
    const { api, user } = open([]);

    expect(await screen.findByText('Aún no hay enlaces de invitación')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear enlace' }));
    await user.click(screen.getByRole('radio', { name: /Invitado/ }));
    await user.type(screen.getByRole('textbox', { name: /Número de usos/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Crear enlace' }));

    expect(await screen.findByRole('heading', { name: 'Enlace creado' })).toHaveFocus();
    expect(api.to('POST /api/community/invitations')[0]?.body).toEqual({
      role: 'GUEST',
      expiresAt: null,
      maxUses: 5,
    });
    const url = 'https://iglesia.example/app/unirse/code-new';
    expect(screen.getByRole('textbox', { name: 'Enlace de invitación' })).toHaveValue(url);
    expect(screen.getByText('0 de 5 usos', { exact: false })).toBeInTheDocument();
    const whatsapp = screen.getByRole('link', { name: 'Compartir por WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsapp.getAttribute('href')!.split('text=')[1]!)).toContain(url);
    const qr = await screen.findByRole('img', { name: 'Código QR con el enlace de invitación' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('link', { name: 'Descargar QR (PNG)' })).toHaveAttribute(
      'download',
      'invitacion-invitado.png',
    );

    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByRole('button', { name: 'Copiado' })).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('refuses a day gone by before sending', async () => {
    const { api, user } = open([]);
    await user.click(await screen.findByRole('button', { name: 'Crear enlace' }));
    await user.type(screen.getByLabelText(/Vence el/), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Crear enlace' }));

    expect(
      await screen.findByText('La fecha de vencimiento debe ser posterior a este momento'),
    ).toBeInTheDocument();
    expect(api.to('POST /api/community/invitations')).toHaveLength(0);
  });

  it('lists the links with their uses and state, and revokes one after asking', async () => {
    const { api, user } = open([
      invitation('a', { maxUses: 5, uses: 3 }),
      invitation('b', { uses: 2, valid: false, reason: 'EXPIRED', expiresAt: '2026-11-20T04:59:59Z' }),
      invitation('c', { maxUses: 2, uses: 2, valid: false, reason: 'USED_UP', role: 'GUEST' }),
    ]);

    await screen.findByText('3 de 5 usos');
    const list = screen.getByRole('list', { name: 'Enlaces de invitación' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('3 de 5 usos')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Activa')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('2 usos')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Vencida')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Agotada')).toBeInTheDocument();
    expect(within(cards[2]!).queryByRole('button', { name: /Revocar/ })).toBeNull();

    await user.click(within(cards[0]!).getByRole('button', { name: /^Revocar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Revocar enlace de invitación' });
    await user.click(within(dialog).getByRole('button', { name: 'Revocar enlace' }));

    await waitFor(() => expect(api.to('DELETE /api/community/invitations/a')).toHaveLength(1));
    expect(await within(list).findByText('Revocada')).toBeInTheDocument();
  });
});
