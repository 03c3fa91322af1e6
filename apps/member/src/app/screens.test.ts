import { describe, expect, it } from 'vitest';
import { screenOf } from './screens';

describe('screenOf', () => {
  it('finds the screen of an address under /app, as the router ranks its paths', () => {
    expect(screenOf('/app')).toBe('/');
    expect(screenOf('/app/')).toBe('/');
    expect(screenOf('/app/comunidad')).toBe('/comunidad');
    expect(screenOf('/app/comunidad/')).toBe('/comunidad');
    expect(screenOf('/app/comunidad/nueva')).toBe('/comunidad/nueva');
    expect(screenOf('/app/comunidad/0b6f')).toBe('/comunidad/:id');
    expect(screenOf('/app/escuela/mis-cursos')).toBe('/escuela/mis-cursos');
    expect(screenOf('/app/escuela/42')).toBe('/escuela/:id');
    expect(screenOf('/app/restablecer/abc')).toBe('/restablecer/:token');
    expect(screenOf('/app/oracion/mias/otra')).toBe('*');
    expect(screenOf('/app/nada')).toBe('*');
  });
});
