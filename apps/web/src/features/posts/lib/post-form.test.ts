import { describe, expect, it } from 'vitest';
import { blankMessageError, canSubmit, initialPostValues, toPostFields, validatePost } from './post-form';

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

  it('says the message is required when it is left blank, and nothing once it has text', () => {
    expect(blankMessageError(initialPostValues)).toBe('El mensaje es obligatorio');
    expect(blankMessageError({ ...initialPostValues, message: '  \n ' })).toBe('El mensaje es obligatorio');
    // A title too long is its own field's error: the message's is still the required one.
    expect(blankMessageError({ ...initialPostValues, title: 't'.repeat(101) })).toBe(
      'El mensaje es obligatorio',
    );
    expect(blankMessageError({ ...initialPostValues, message: 'Hola' })).toBeUndefined();
    // A message too long is shown by its counter as it is typed, not on leaving the field.
    expect(blankMessageError({ ...initialPostValues, message: 'x'.repeat(1001) })).toBeUndefined();
  });

  it('trims the texts and leaves an empty title out', () => {
    expect(toPostFields({ type: 'WEDDING', title: '  ', message: ' Boda ' })).toEqual({
      type: 'WEDDING',
      title: null,
      message: 'Boda',
    });
  });
});
