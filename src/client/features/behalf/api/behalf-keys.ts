export const behalfKeys = {
  all: ["behalf"] as const,
  candidates: () => [...behalfKeys.all, "candidates"] as const,
};
