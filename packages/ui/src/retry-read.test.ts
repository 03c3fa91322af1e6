import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryRead } from './retry-read';

describe('retryRead', () => {
  it('retries a read the server never got, once', () => {
    const offline = new ApiError(0, 'No se pudo conectar con el servidor. Revisa tu conexión.');
    expect(retryRead(0, offline)).toBe(true);
    expect(retryRead(1, offline)).toBe(false);
  });

  it('never retries an answer: a refusal or a server failure shows at once', () => {
    expect(retryRead(0, new ApiError(404, 'No encontrado'))).toBe(false);
    expect(retryRead(0, new ApiError(503, 'Servicio no disponible'))).toBe(false);
    expect(retryRead(0, new Error('boom'))).toBe(false);
  });
});
