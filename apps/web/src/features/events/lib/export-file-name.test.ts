import { describe, expect, it } from 'vitest';
import { exportFileName } from '../api/export-interested';

describe('exportFileName', () => {
  it("falls back to the event's title without accents", () => {
    expect(exportFileName('Retiro de Jóvenes 2026', 'csv')).toBe('interesados-retiro-de-jovenes-2026.csv');
    expect(exportFileName('¡¡!!', 'xlsx')).toBe('interesados-evento.xlsx');
  });
});
