/** Query keys of API tokens: the signed-in person's list. */
export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  mine: () => ['api-tokens', 'mine'] as const,
};
