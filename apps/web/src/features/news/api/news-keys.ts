/** Query keys of the news centre: the list, the categories and the tags. */
export const newsKeys = {
  all: ['news'] as const,
  list: () => [...newsKeys.all, 'list'] as const,
  categories: () => [...newsKeys.all, 'categories'] as const,
  tags: () => [...newsKeys.all, 'tags'] as const,
};
