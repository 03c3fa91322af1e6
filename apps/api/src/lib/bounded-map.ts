/**
 * A Map that holds at most `max` entries: adding a new key to a full map first forgets the oldest one
 * (a Map keeps insertion order). For what the server process remembers per key (verified tokens, list
 * totals), so that its memory stays bounded whatever the traffic.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
