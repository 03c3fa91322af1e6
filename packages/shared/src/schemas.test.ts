import './zod-setup.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerBodySchema } from './auth/auth.schemas.ts';
import { queryBoolean } from './common/pagination.schemas.ts';
import { communityBodySchema } from './communities/communities.schemas.ts';
import { roleLabels, statsFilterLabels } from './members/members.labels.ts';
import { addMemberBodySchema, membersQuerySchema } from './members/members.schemas.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('community form', () => {
  it('requires a name of at least 3 characters, with the spec’s messages', () => {
    expect(messages(communityBodySchema.safeParse({ name: '' }))).toEqual(['El nombre es requerido']);
    expect(messages(communityBodySchema.safeParse({}))).toEqual(['El nombre es requerido']);
    expect(messages(communityBodySchema.safeParse({ name: 'Fe' }))).toEqual([
      'El nombre debe tener al menos 3 caracteres',
    ]);
    expect(communityBodySchema.parse({ name: ' Luz ', description: '' })).toEqual({
      name: 'Luz',
      description: null,
    });
  });
});

describe('add member', () => {
  it('requires the document number and defaults the role to MEMBER', () => {
    expect(messages(addMemberBodySchema.safeParse({ documentNumber: ' ' }))).toEqual([
      'El número de documento es requerido',
    ]);
    expect(messages(addMemberBodySchema.safeParse({}))).toEqual(['El número de documento es requerido']);
    expect(addMemberBodySchema.parse({ documentNumber: ' 123 ' })).toEqual({
      documentNumber: '123',
      role: 'MEMBER',
    });
    expect(messages(addMemberBodySchema.safeParse({ documentNumber: '1', role: 'OWNER' }))).toEqual([
      'El rol no es válido',
    ]);
  });
});

describe('members query', () => {
  it('coerces pagination, parses booleans and refuses unknown filters', () => {
    expect(membersQuerySchema.parse({ page: '2', includeInactive: 'true' })).toMatchObject({
      page: 2,
      limit: 20,
      includeInactive: true,
    });
    expect(membersQuerySchema.parse({ includeInactive: 'false' }).includeInactive).toBe(false);
    expect(messages(membersQuerySchema.safeParse({ filter: 'todos', page: '0' }))).toEqual([
      'La página debe ser al menos 1',
      'El filtro no es válido',
    ]);
    expect(queryBoolean.parse('1')).toBe(true);
  });
});

describe('register', () => {
  it('normalises email and requires an 8-character password', () => {
    const parsed = registerBodySchema.parse({
      name: 'Ana María',
      email: ' ANA@Correo.TEST ',
      password: '12345678',
      documentNumber: '1010',
    });
    expect(parsed.email).toBe('ana@correo.test');
    expect(parsed.phone).toBeUndefined();
    expect(
      messages(
        registerBodySchema.safeParse({
          name: 'Ana',
          email: 'ana@correo.test',
          password: '1234567',
          documentNumber: '1010',
        }),
      ),
    ).toEqual(['La contraseña debe tener al menos 8 caracteres']);
  });
});

describe('Spanish everywhere', () => {
  it('gives zod’s own messages in Spanish', () => {
    const r = z.object({ n: z.number() }).safeParse({ n: 'x' });
    expect(messages(r)[0]).toMatch(/^Entrada inválida/);
  });

  it('labels the four roles and the seven statistics filters', () => {
    expect(roleLabels).toEqual({
      COMMUNITY_ADMIN: 'Pastor',
      SECTION_ADMIN: 'Ayudante',
      MEMBER: 'Miembro',
      GUEST: 'Invitado',
    });
    expect(Object.keys(statsFilterLabels)).toEqual([
      'total',
      'oficiales',
      'pastores',
      'ayudantes',
      'miembros',
      'invitados',
      'inactivos',
    ]);
  });
});
