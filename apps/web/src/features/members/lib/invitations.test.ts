import { describe, expect, it } from 'vitest';
import { invitationState, toInvitationBody, usesText, validateInvitation } from './invitations';

describe('invitation texts', () => {
  it('counts uses against the limit, or alone without one', () => {
    expect(usesText({ uses: 3, maxUses: 5 })).toBe('3 de 5 usos');
    expect(usesText({ uses: 0, maxUses: 1 })).toBe('0 de 1 uso');
    expect(usesText({ uses: 3, maxUses: null })).toBe('3 usos');
    expect(usesText({ uses: 1, maxUses: null })).toBe('1 uso');
  });

  it('names the state the server gives, a revocation first', () => {
    expect(invitationState({ valid: true, reason: null, revokedAt: null })).toBe('active');
    expect(invitationState({ valid: false, reason: 'EXPIRED', revokedAt: null })).toBe('expired');
    expect(invitationState({ valid: false, reason: 'USED_UP', revokedAt: null })).toBe('usedUp');
    expect(invitationState({ valid: false, reason: 'EXPIRED', revokedAt: '2026-01-01T00:00:00Z' })).toBe(
      'revoked',
    );
  });
});

describe('the invitation form', () => {
  const now = new Date('2026-12-06T22:00:00-05:00');

  it('sends no expiry and no limit when left empty', () => {
    expect(toInvitationBody({ role: 'GUEST', expiresOn: '', maxUses: '' })).toEqual({
      role: 'GUEST',
      expiresAt: null,
      maxUses: null,
    });
  });

  it('makes the chosen day last to its end on the community clock', () => {
    expect(toInvitationBody({ role: 'MEMBER', expiresOn: '2026-12-24', maxUses: 5 })).toEqual({
      role: 'MEMBER',
      expiresAt: '2026-12-24T23:59:59-05:00',
      maxUses: 5,
    });
  });

  it('accepts today, refuses a day gone by, and wants a whole number of uses', () => {
    expect(validateInvitation({ role: 'MEMBER', expiresOn: '2026-12-06', maxUses: 1 }, now)).toEqual({});
    const errors = validateInvitation({ role: 'MEMBER', expiresOn: '2026-12-05', maxUses: 0 }, now);
    expect(errors.expiresOn).toBe('La fecha de vencimiento debe ser posterior a este momento');
    expect(errors.maxUses).toMatch(/entero entre 1 y/);
    expect(validateInvitation({ role: 'MEMBER', expiresOn: '', maxUses: 2.5 }, now).maxUses).toMatch(
      /entero/,
    );
  });
});
