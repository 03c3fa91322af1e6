import type { FastifyRequest } from 'fastify';

/**
 * The address the links the API hands out (invitations, password resets) start with: PUBLIC_URL when
 * set, else the request's own (behind a trusted proxy, the protocol and host it was asked for).
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
