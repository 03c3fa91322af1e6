import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './download-file';

describe('dispositionFileName', () => {
  it("uses the server's name, the UTF-8 form first, else the fallback", () => {
    expect(dispositionFileName(`attachment; filename*=UTF-8''inscripci%C3%B3n.csv`, 'x')).toBe(
      'inscripción.csv',
    );
    expect(dispositionFileName('attachment; filename="reporte.html"', 'x')).toBe('reporte.html');
    expect(dispositionFileName(null, 'x.csv')).toBe('x.csv');
  });
});
