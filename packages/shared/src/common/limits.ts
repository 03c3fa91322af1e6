/**
 * Bounds every request field shares with the database: no integer goes beyond its column, no text
 * beyond its column's CHECK (char_length), no page beyond what an SQL offset can hold.
 */

/** The largest value of a PostgreSQL integer (int4) column. */
export const INT4_MAX = 2_147_483_647;

/**
 * The last page a list may ask for. With at most 100 rows a page, the SQL offset stays below
 * 100 million: far beyond any community's data, and far below what an offset can hold.
 */
export const MAX_PAGE = 1_000_000;

/** The longest email address (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** An id sent in a body or a query: ours are 36-character uuids; anything longer is no id of ours. */
export const ID_MAX_LENGTH = 100;

/** Refusals of input that no field's own rules describe. */
export const inputMessages = {
  /**
   * Text no database can hold, refused in every field of every route: the NUL character (\u0000),
   * and half of a character (a lone UTF-16 surrogate, such as an emoji cut in two).
   */
  invalidCharacter: 'El texto contiene un carácter no permitido',
  /** A multipart/form-data body the server cannot read: no boundary, cut off, or not multipart at all. */
  malformedForm: 'El formulario enviado está incompleto o dañado. Inténtalo de nuevo.',
  /** A body in a content type the route does not take (415), by what the route takes. */
  multipartRequired: 'El formulario debe enviarse como multipart/form-data.',
  jsonRequired: 'Los datos deben enviarse como JSON (application/json).',
  jsonOrMultipartRequired: 'Los datos deben enviarse como JSON o como formulario multipart/form-data.',
} as const;
