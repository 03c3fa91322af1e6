import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apiCall,
  artifactsDir,
  expectAccessible,
  failFirstCalls,
  noSidewaysScroll,
  screenshot,
  settle,
  useBrowser,
} from '../support/browser';
import { createPrayer, openPrayers, type PrayerStats, signIn } from '../support/prayers';

const browser = useBrowser();

const LONG_TEST_MS = 120_000;

const statsUrl = (period: number) => (url: URL) =>
  url.pathname === '/api/community/prayers/statistics' && url.searchParams.get('period') === String(period);

async function statsOf(token: string, period: number) {
  const res = await apiCall<PrayerStats>(`/community/prayers/statistics?period=${period}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

describe('prayer analytics, states and phones (/prayers)', () => {
  it(
    'shows the statistics on demand and switches the period',
    async () => {
      const page = await browser.newPage();
      const token = await signIn(page);
      await createPrayer(token, { category: 'MINISTRY' });
      const month = await statsOf(token, 30);
      const year = await statsOf(token, 365);
      await openPrayers(page);
      // Hidden by default.
      expect(await page.getByRole('region', { name: 'Análisis de oración' }).count()).toBe(0);
      const toggle = page.getByRole('button', { name: 'Mostrar estadísticas' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();

      const panel = page.getByRole('region', { name: 'Análisis de oración' });
      await panel.getByText('Perspectivas de la comunidad').waitFor();
      expect(await panel.getByRole('textbox', { name: 'Periodo' }).inputValue()).toBe('Últimos 30 días');
      const total = panel.getByText('Total de oraciones').locator('xpath=../..');
      await total.getByText(String(month.totalPrayers), { exact: true }).waitFor();
      await panel.getByText(`${month.recentActivity} en los últimos 7 días`).waitFor();
      for (const block of ['Enfoque principal', 'Actividad reciente', 'Testimonios', 'Sugerencia pastoral'])
        await panel.getByRole('heading', { name: block, exact: true }).waitFor();
      await panel.getByRole('list', { name: 'Oraciones por categoría' }).getByText('Ministerio').waitFor();
      // The trend's numbers are in a table for screen readers; the chart itself is hidden from them.
      await panel.getByRole('table', { name: 'Tendencia del periodo' }).waitFor();
      await settle(page);
      await expectAccessible(page, 'prayer analytics (30 days)');
      await screenshot(page, 'prayers-analytics-1280');

      const asked = page.waitForRequest((req) => statsUrl(365)(new URL(req.url())));
      await panel.getByRole('textbox', { name: 'Periodo' }).click();
      await page.getByRole('option', { name: 'Último año' }).click();
      await asked;
      await total.getByText(String(year.totalPrayers), { exact: true }).waitFor();
      await panel
        .getByRole('table', { name: 'Tendencia del periodo' })
        .getByRole('columnheader', { name: 'Mes' })
        .waitFor();
      await settle(page);
      await expectAccessible(page, 'prayer analytics (a year)');

      await page.getByRole('button', { name: 'Ocultar estadísticas' }).click();
      await panel.waitFor({ state: 'detached' });
      expect(page.consoleErrors).toEqual([]);
    },
    LONG_TEST_MS,
  );

  it('says a tie as a tie: every category tied at the top is named and marked Top 3', async () => {
    const page = await browser.newPage();
    await signIn(page);
    // The period's answer as the server writes it, with its categories tied as a pastor saw them.
    const tied = {
      HEALTH: 2,
      FAMILY: 2,
      TRAVEL: 2,
      WORK: 2,
      MINISTRY: 1,
      FINANCIAL: 1,
      SPIRITUAL: 1,
      RELATIONSHIPS: 1,
      OTHER: 1,
    };
    await page.route(statsUrl(30), async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const categoryCounts = Object.entries(tied).map(([category, count]) => ({ category, count }));
      await route.fulfill({ response, json: { ...body, totalPrayers: 13, categoryCounts } });
    });
    await openPrayers(page);
    await page.getByRole('button', { name: 'Mostrar estadísticas' }).click();
    const panel = page.getByRole('region', { name: 'Análisis de oración' });
    await panel
      .getByText('Salud, Familia, Viajes y Trabajo empatan con más peticiones (2, 15,4% del total cada una).')
      .waitFor();
    expect(await panel.getByText(/La mayoría/).count()).toBe(0);
    const list = panel.getByRole('list', { name: 'Oraciones por categoría' });
    for (const name of ['Salud', 'Familia', 'Viajes', 'Trabajo'])
      await list.getByRole('listitem').filter({ hasText: name }).getByText('Top 3').waitFor();
    expect(await list.getByText('Top 3').count()).toBe(4);
    expect(page.consoleErrors).toEqual([]);
  });

  it('says the statistics could not be loaded, and retries', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await failFirstCalls(page, statsUrl(30), {
      code: 'INTERNAL_ERROR',
      message: 'Servicio en mantenimiento',
    });
    await openPrayers(page);
    await page.getByRole('button', { name: 'Mostrar estadísticas' }).click();
    const panel = page.getByRole('region', { name: 'Análisis de oración' });
    const alert = panel.getByRole('alert');
    await alert.getByText('No se pudieron cargar las estadisticas').waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'prayer analytics error');
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await panel.getByText('Perspectivas de la comunidad').waitFor();
    expect(page.consoleErrors.filter((e) => !/status of 503/.test(e))).toEqual([]);
  });

  it('shows the load error with a retry, and the empty state', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await failFirstCalls(page, (url: URL) => url.pathname === '/api/community/prayers', {
      code: 'INTERNAL_ERROR',
      message: 'Servicio en mantenimiento',
    });
    await page.goto('/prayers');
    const alert = page
      .locator('main')
      .getByRole('alert')
      .filter({ hasText: 'Error al cargar las oraciones' });
    await alert.getByText('Servicio en mantenimiento').waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'prayers load error');
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('region', { name: 'Resumen de oraciones' }).waitFor();

    // Days with no prayers: the empty state, and its button opens the new prayer form.
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtros de búsqueda' });
    await dialog.getByLabel('Fecha inicial').fill('2001-01-01');
    await dialog.getByLabel('Fecha final').fill('2000-01-01');
    await dialog.getByText('La fecha inicial no puede ser posterior a la final').waitFor();
    expect(await dialog.getByRole('button', { name: 'Aplicar filtros' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Fecha final').fill('2001-01-02');
    await dialog.getByRole('button', { name: 'Aplicar filtros' }).click();
    await page.getByRole('heading', { name: 'No hay oraciones' }).waitFor();
    await page
      .getByRole('group', { name: 'Filtros activos' })
      .getByText(/^Desde: /)
      .waitFor();
    await expectAccessible(page, 'prayers empty state');
    await page.getByRole('button', { name: 'Crear Primera Oracion' }).click();
    await page.getByRole('dialog', { name: 'Nueva Oración' }).waitFor();
    expect(page.consoleErrors.filter((e) => !/status of 503/.test(e))).toEqual([]);
  });

  it(
    'fits a 390 px phone: one column, the statistics and a modal without sideways scrolling',
    async () => {
      const page = await browser.newPage();
      await signIn(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await openPrayers(page);
      const cards = page.locator('article');
      await cards.first().waitFor();
      const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
      // One column: the second card is under the first, not beside it.
      expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
      expect(Math.abs(b!.x - a!.x)).toBeLessThan(1);
      await settle(page);
      await noSidewaysScroll(page);
      await expectAccessible(page, 'prayers at 390 px');
      await page.screenshot({ path: path.join(artifactsDir, 'prayers-390.png') });

      await page.getByRole('button', { name: 'Mostrar estadísticas' }).click();
      await page.getByText('Perspectivas de la comunidad').waitFor();
      await settle(page);
      await noSidewaysScroll(page);
      await expectAccessible(page, 'prayer analytics at 390 px');
      await screenshot(page, 'prayers-analytics-390');

      await page.getByRole('button', { name: 'Nueva Oración' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva Oración' });
      await dialog.waitFor();
      await settle(page);
      await noSidewaysScroll(page);
      expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(artifactsDir, 'prayers-create-390.png') });
      expect(page.consoleErrors).toEqual([]);
    },
    LONG_TEST_MS,
  );
});
