import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moduleCards } from '../../../app/features';
import { renderWithProviders, signIn } from '../../../test/render';
import { ModuleCardsContext } from '../lib/module-cards-context';
import { HomePage } from './home-page';

function renderHome() {
  return renderWithProviders(
    <ModuleCardsContext value={moduleCards}>
      <HomePage />
    </ModuleCardsContext>,
  );
}

const modulesList = () =>
  screen.getByRole('region', { name: 'Qué quieres gestionar hoy?' }).querySelector('ul') as HTMLElement;

describe('home page', () => {
  it('greets the signed-in person by name', async () => {
    signIn({ name: '  Ana Pastora ' });
    renderHome();

    expect(await screen.findByText('¡Hola, Ana Pastora!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tu Centro de Comando' })).toBeInTheDocument();
    expect(document.title).toBe('Inicio · Koinonia');
  });

  it('shows the eight module cards, in order, each a link to its page', async () => {
    signIn();
    renderHome();

    await screen.findByRole('heading', { level: 2, name: 'Qué quieres gestionar hoy?' });
    const links = within(modulesList()).getAllByRole('link');
    expect(links.map((link) => [link.querySelector('h3')?.textContent, link.getAttribute('href')])).toEqual([
      ['Gestión de Miembros', '/users'],
      ['Grupos y Células', '/groups'],
      ['Centro de Noticias', '/news'],
      ['Eventos y Calendario', '/events'],
      ['Publicaciones', '/community-posts'],
      ['Centro de Oración', '/prayers'],
      ['Notificaciones Push', '/notifications'],
      ['Escuela Bíblica', '/biblical-school'],
    ]);
    expect(links[0]).toHaveTextContent('Invita, organiza y acompaña a cada persona de tu comunidad.');
    expect(links[7]).toHaveTextContent('Cursos, inscripciones y formación en la Palabra.');
  });

  it('opens a module from its card', async () => {
    signIn();
    const { user, router } = renderHome();

    await user.click(await screen.findByRole('link', { name: /^Centro de Oración/ }));

    expect(router.state.location.pathname).toBe('/prayers');
  });

  it('links the first steps to the community, the members and the news', async () => {
    signIn();
    renderHome();

    const steps = await screen.findByRole('region', { name: 'Primeros pasos recomendados' });
    expect(within(steps).getByRole('link', { name: 'Ir a Mi Comunidad' })).toHaveAttribute(
      'href',
      '/communities',
    );
    expect(within(steps).getByRole('link', { name: 'Gestionar miembros' })).toHaveAttribute('href', '/users');
    expect(within(steps).getByRole('link', { name: 'Publicar una noticia' })).toHaveAttribute(
      'href',
      '/news',
    );
  });
});
