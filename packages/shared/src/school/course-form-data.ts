/**
 * The course's multipart encoding (spec §7): the schedule as schedule[field] and each list as
 * name[index] (requirements[0], requirements[1], …); every other field is its own text. The browser
 * encodes with courseFormEntries; the server decodes with courseFromFormFields, then validates with the
 * course schema like a JSON body.
 */

const LIST_FIELDS = ['requirements', 'targetAudience', 'topics', 'materials'] as const;

type Scalar = string | number | boolean | null | undefined;

/** The [name, value] text pairs of a course (undefined fields are left out; null goes as ''). */
export function courseFormEntries(values: Record<string, unknown>): [string, string][] {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (key === 'schedule' && value && typeof value === 'object') {
      for (const [field, v] of Object.entries(value as Record<string, Scalar>))
        if (v !== undefined) entries.push([`schedule[${field}]`, v === null ? '' : String(v)]);
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) entries.push([`${key}[${index}]`, String(item)]);
      // An empty list is sent as the bare name with no value, so that an edit can clear it.
      if (value.length === 0) entries.push([key, '']);
    } else {
      entries.push([key, value === null ? '' : String(value as Scalar)]);
    }
  }
  return entries;
}

const bracketed = /^([A-Za-z]+)\[([A-Za-z0-9]+)\]$/;

/**
 * Multipart text fields back into a course object: schedule[x] → schedule.x; name[i] → name[i] in
 * index order; a bare list name sent empty → []. Unknown bracketed names are kept as they are (the
 * schema ignores them). A list index above 999 is ignored (no sparse giant arrays).
 */
export function courseFromFormFields(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const lists = new Map<string, Map<number, string>>();
  for (const [name, value] of Object.entries(fields)) {
    const match = bracketed.exec(name);
    if (!match) {
      if ((LIST_FIELDS as readonly string[]).includes(name)) {
        if (!lists.has(name)) lists.set(name, new Map());
        if (value !== '') lists.get(name)?.set(0, value);
      } else out[name] = value;
      continue;
    }
    const [, base, key] = match as unknown as [string, string, string];
    if (base === 'schedule') {
      const schedule = (out.schedule as Record<string, string> | undefined) ?? {};
      schedule[key] = value;
      out.schedule = schedule;
    } else if ((LIST_FIELDS as readonly string[]).includes(base) && /^\d{1,3}$/.test(key)) {
      if (!lists.has(base)) lists.set(base, new Map());
      lists.get(base)?.set(Number(key), value);
    }
  }
  for (const [name, items] of lists)
    out[name] = [...items.entries()].sort(([a], [b]) => a - b).map(([, v]) => v);
  return out;
}
