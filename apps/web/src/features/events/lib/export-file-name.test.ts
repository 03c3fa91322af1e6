import { describe, expect, it } from 'vitest';
import { exportFileName } from '../api/export-interested';

describe('exportFileName', () => {
  it("uses the server's name, the UTF-8 form first", () => {
    expect(
      exportFileName('attachment; filename="a.csv"; filename*=UTF-8\'\'ni%C3%B1os.csv', 'x', 'csv'),
    ).toBe('niños.csv');
    expect(exportFileName('attachment; filename="interesados.xlsx"', 'x', 'xlsx')).toBe('interesados.xlsx');
  });

  it("falls back to the event's title without accents", () => {
    expect(exportFileName(null, 'Retiro de Jóvenes 2026', 'csv')).toBe(
      'interesados-retiro-de-jovenes-2026.csv',
    );
    expect(exportFileName(null, '¡¡!!', 'xlsx')).toBe('interesados-evento.xlsx');
  });
});
