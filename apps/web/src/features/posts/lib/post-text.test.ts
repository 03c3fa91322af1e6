import { describe, expect, it } from 'vitest';
import { excerpt, postName, shortId } from './post-text';

describe('post texts', () => {
  it('shows the last 6 characters of the id', () => {
    expect(shortId('5b0c2a1e-7f7e-4b1a-9d7a-12ab34cd56ef')).toBe('cd56ef');
  });

  it('names a post by its title, else the start of its message', () => {
    expect(postName({ title: 'Boda', message: 'x' })).toBe('Boda');
    expect(postName({ title: null, message: '  Hola\n familia ' })).toBe('Hola familia');
    expect(postName({ title: null, message: 'a'.repeat(50) })).toBe(`${'a'.repeat(40)}…`);
  });

  it('cuts a text after its first characters', () => {
    expect(excerpt('corto', 80)).toBe('corto');
    expect(excerpt('x'.repeat(81), 80)).toBe(`${'x'.repeat(80)}…`);
    expect(excerpt('x'.repeat(80), 80)).toBe('x'.repeat(80));
  });
});
