import { communityBodySchema } from '@koinonia/shared/communities/communities.schemas';
import { describe, expect, it } from 'vitest';
import { textLimit, tooLongMessage } from './text-limit';

describe('textLimit', () => {
  it('reads the limit and its Spanish message from the shared schema', () => {
    expect(textLimit(communityBodySchema.shape.name)).toEqual({
      max: 120,
      message: 'El nombre no puede superar 120 caracteres',
    });
    expect(textLimit(communityBodySchema.shape.description)?.max).toBe(1000);
  });

  it('answers the message only past the limit (trimmed, as the schema trims)', () => {
    const limit = textLimit(communityBodySchema.shape.name);
    expect(tooLongMessage('a'.repeat(120), limit)).toBeUndefined();
    expect(tooLongMessage(`${'a'.repeat(120)}  `, limit)).toBeUndefined();
    expect(tooLongMessage('a'.repeat(121), limit)).toBe('El nombre no puede superar 120 caracteres');
  });
});
