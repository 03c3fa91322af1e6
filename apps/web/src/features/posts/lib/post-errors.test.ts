import { ApiError } from '@koinonia/ui/api-client';
import { describe, expect, it } from 'vitest';
import { postServiceMessage, toPostError } from './post-errors';

describe('postServiceMessage (spec section 8)', () => {
  it('gives the fixed texts of 401, 403, 404 and 500', () => {
    expect(postServiceMessage(401, 'x')).toBe('No autorizado. Por favor, inicia sesión nuevamente.');
    expect(postServiceMessage(403, 'x')).toBe('No tienes permisos para realizar esta acción.');
    expect(postServiceMessage(404, 'x')).toBe('El post solicitado no fue encontrado.');
    expect(postServiceMessage(500, 'x')).toBe('Error interno del servidor. Intenta nuevamente.');
  });

  it('shows any other status with the server message', () => {
    expect(postServiceMessage(400, 'El mensaje es obligatorio')).toBe('Error 400: El mensaje es obligatorio');
    expect(postServiceMessage(503, 'Base de datos no disponible')).toBe(
      'Error 503: Base de datos no disponible',
    );
    expect(postServiceMessage(409, '')).toBe('Error 409');
  });

  it('says to check the connection when there was no answer', () => {
    expect(postServiceMessage(0, 'Error cargando datos')).toBe(
      'No se pudo conectar con el servidor. Verifica tu conexión.',
    );
  });
});

describe('toPostError', () => {
  it('keeps the status, code and issues with the mapped message', () => {
    const issues = [{ path: 'message', message: 'El mensaje es obligatorio' }];
    const mapped = toPostError(new ApiError(400, 'Datos inválidos', 'VALIDATION_ERROR', issues));
    expect(mapped).toBeInstanceOf(ApiError);
    expect(mapped).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', issues });
    expect((mapped as ApiError).message).toBe('Error 400: Datos inválidos');
  });

  it('leaves other errors as they are', () => {
    const abort = new DOMException('aborted', 'AbortError');
    expect(toPostError(abort)).toBe(abort);
  });
});
