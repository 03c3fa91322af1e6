import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and the last word', () => {
    expect(initialsOf('Pedro Alonso García')).toBe('PG');
    expect(initialsOf('maría  lópez gómez')).toBe('MG');
    expect(initialsOf(' Ana ')).toBe('A');
    expect(initialsOf('Ñoño Pérez')).toBe('ÑP');
  });

  it('answers ? for no name', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('   ')).toBe('?');
  });
});
