/** The query keys of this feature: every course query sits under 'courses'. */
export const courseKeys = {
  all: ['courses'] as const,
  lists: () => ['courses', 'list'] as const,
  list: (search: string) => ['courses', 'list', search] as const,
  detail: (id: string) => ['courses', 'detail', id] as const,
};
