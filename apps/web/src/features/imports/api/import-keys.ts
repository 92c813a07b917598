export const importKeys = {
  all: ['imports'] as const,
  detail: (id: string) => [...importKeys.all, id] as const,
};
