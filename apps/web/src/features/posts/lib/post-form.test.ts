import { describe, expect, it } from 'vitest';
import { canSubmit, initialPostValues, toPostFields, validatePost } from './post-form';

describe('post form', () => {
  it('starts as an announcement with empty texts', () => {
    expect(initialPostValues).toEqual({ type: 'ANNOUNCEMENT', title: '', message: '' });
  });

  it('keeps the submit disabled while the message is blank or saving', () => {
    expect(canSubmit({ ...initialPostValues, message: '   ' }, false)).toBe(false);
    expect(canSubmit({ ...initialPostValues, message: 'Hola' }, true)).toBe(false);
    expect(canSubmit({ ...initialPostValues, message: 'Hola' }, false)).toBe(true);
  });

  it('gives the spec messages of the shared schema', () => {
    expect(validatePost(initialPostValues).message).toBe('El mensaje es obligatorio');
    expect(validatePost({ ...initialPostValues, message: 'x'.repeat(1001) }).message).toBe(
      'El mensaje no puede exceder 1000 caracteres',
    );
    expect(validatePost({ ...initialPostValues, message: 'ok', title: 't'.repeat(101) }).title).toBe(
      'El título no puede exceder 100 caracteres',
    );
    expect(validatePost({ ...initialPostValues, message: 'ok' })).toEqual({});
  });

  it('trims the texts and leaves an empty title out', () => {
    expect(toPostFields({ type: 'WEDDING', title: '  ', message: ' Boda ' })).toEqual({
      type: 'WEDDING',
      title: null,
      message: 'Boda',
    });
  });
});
