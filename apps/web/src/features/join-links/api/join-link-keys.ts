export const joinLinkKeys = {
  ofGroup: (groupId: string) => ['join-links', 'group', groupId] as const,
  info: (token: string) => ['join-links', 'token', token] as const,
};
