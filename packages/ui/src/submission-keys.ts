/**
 * The Idempotency-Key of the dashboard's POSTs (the API replays the first answer of a key instead of
 * creating again). One key per submission: a submission is what it sends (the address and the body,
 * a form's image by its bytes), and it keeps its key until the server answers it. So a double click
 * while the first request is pending, a retry of the mutation, or the user's new attempt after a lost
 * connection or a gateway's 5xx send the same key, and create one thing; once the server has answered
 * (2xx or 4xx), the same form sent again is a new submission with a new key.
 *
 * Nothing here needs a secure context (crypto.subtle and crypto.randomUUID do): a church's server may
 * be reached over plain HTTP on its own network.
 */

/** A new key: a random UUID (version 4). */
export function newKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A file's content as a short text (FormData wraps a Blob in a new File on every append, so the object
 * cannot tell): its type, size and two 32-bit FNV-1a hashes of its bytes. Only ever compared with this
 * browser's own earlier sends.
 */
async function fileDigest(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < bytes.length; i++) {
    a = Math.imul(a ^ bytes[i]!, 0x01000193);
    b = Math.imul(b ^ bytes[bytes.length - 1 - i]!, 0x01000193);
  }
  return `${file.type};${file.size};${(a >>> 0).toString(16)}${(b >>> 0).toString(16)}`;
}

/** What a POST sends, as a text that two identical submissions share: its address and its body. */
export async function submissionOf(path: string, body: unknown): Promise<string> {
  if (body instanceof FormData) {
    const entries = await Promise.all(
      [...body.entries()].map(async ([name, value]) => [
        name,
        typeof value === 'string' ? value : await fileDigest(value),
      ]),
    );
    return `${path}\n${JSON.stringify(entries)}`;
  }
  return `${path}\n${body === undefined ? '' : JSON.stringify(body)}`;
}

/** The keys of the submissions not answered yet (a few: each is forgotten once answered). */
export class SubmissionKeys {
  private readonly keys = new Map<string, string>();

  constructor(
    private readonly makeKey: () => string = newKey,
    private readonly max = 100,
  ) {}

  /** The key to send this submission with: the key of an identical one not answered yet, else a new one. */
  keyFor(submission: string): string {
    const known = this.keys.get(submission);
    if (known !== undefined) return known;
    const key = this.makeKey();
    if (this.keys.size >= this.max) this.keys.delete(this.keys.keys().next().value as string);
    this.keys.set(submission, key);
    return key;
  }

  /** The server answered the submission sent with `key`: the next identical one is a new submission. */
  answered(submission: string, key: string): void {
    if (this.keys.get(submission) === key) this.keys.delete(submission);
  }

  get size(): number {
    return this.keys.size;
  }
}
