/** What a text field's shared zod schema answers for a value, as far as the limit is read. */
export interface TextSchema {
  safeParse(input: unknown): {
    error?: { issues: readonly { code?: string; maximum?: unknown; message: string }[] } | undefined;
  };
}

export interface TextLimit {
  /** The most characters the schema accepts. */
  max: number;
  /** The schema's Spanish message for a longer text ('El nombre no puede superar 120 caracteres'). */
  message: string;
}

const cache = new WeakMap<object, TextLimit | null>();

/**
 * The length limit of a shared string schema and its message, read from the schema itself (a text far
 * too long is refused with the schema's `too_big` issue), so a form never repeats either.
 */
export function textLimit(schema: TextSchema): TextLimit | null {
  if (cache.has(schema)) return cache.get(schema) ?? null;
  const issue = schema
    .safeParse('x'.repeat(100_000))
    .error?.issues.find((i) => i.code === 'too_big' && typeof i.maximum === 'number');
  const limit = issue ? { max: issue.maximum as number, message: issue.message } : null;
  cache.set(schema, limit);
  return limit;
}

/** The schema's message when the text (trimmed, as the schema trims it) is longer than the limit. */
export function tooLongMessage(value: string, limit: TextLimit | null): string | undefined {
  return limit && value.trim().length > limit.max ? limit.message : undefined;
}
