/** The kinds of object of the posts domain that the audit log records, with their Spanish labels. */
export const postsAuditTypes = {
  post: 'Publicación',
  comment: 'Comentario de publicación',
} as const;
