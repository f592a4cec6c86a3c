export const cartKeys = {
  all: ["cart"] as const,
  mine: () => [...cartKeys.all, "mine"] as const,
  departure: () => [...cartKeys.all, "averageDeparture"] as const,
};
