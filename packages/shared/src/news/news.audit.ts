/** The kinds of object of the news domain that the audit log records, with their Spanish labels. */
export const newsAuditTypes = {
  news: 'Noticia',
} as const;
