/** Query keys of the communities feature. */
export const communityKeys = {
  all: ['communities'] as const,
  list: () => [...communityKeys.all, 'list'] as const,
  members: (limit: number) => [...communityKeys.all, 'members', limit] as const,
};
