export const missingKeys = {
  all: ["missing"] as const,
  list: () => [...missingKeys.all, "list"] as const,
};
