import { describe, expect, it } from 'vitest';
import { invitationCodeOf } from './invitation-code-form';

describe('invitationCodeOf', () => {
  it('takes the code out of a pasted link, even inside other text', () => {
    expect(invitationCodeOf('https://iglesia.org/app/unirse/DPqRGmVJ8RcH5MRYu1cyjnzt')).toBe(
      'DPqRGmVJ8RcH5MRYu1cyjnzt',
    );
    expect(
      invitationCodeOf('Únete aquí: http://localhost:3000/app/unirse/abc_DEF-12345678?x=1 ¡Te esperamos!'),
    ).toBe('abc_DEF-12345678');
  });

  it('takes a bare code, without the spaces around it', () => {
    expect(invitationCodeOf('  DPqRGmVJ8RcH5MRYu1cyjnzt \n')).toBe('DPqRGmVJ8RcH5MRYu1cyjnzt');
  });

  it('refuses what cannot be a code', () => {
    for (const text of [
      '',
      'hola',
      'código con espacios largos',
      'https://iglesia.org/app/unirse/%E0%A4%A',
    ]) {
      expect(invitationCodeOf(text)).toBeNull();
    }
  });
});
