/** The last 6 characters of an id, as the details modal shows it (spec section 2). */
export function shortId(id: string): string {
  return id.slice(-6);
}

/** The start of a text: its first `max` characters, then '…' (the whole text when it is short). */
export function excerpt(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** What a screen reader calls a post: its title, else the start of its message (40 characters). */
export function postName(post: { title: string | null; message: string }): string {
  if (post.title) return post.title;
  return excerpt(post.message.trim().replace(/\s+/g, ' '), 40);
}
