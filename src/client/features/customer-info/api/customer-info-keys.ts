export const customerInfoKeys = {
  all: ["customerInfo"] as const,
  mine: () => [...customerInfoKeys.all, "mine"] as const,
  list: () => [...customerInfoKeys.all, "list"] as const,
  status: () => [...customerInfoKeys.all, "status"] as const,
};
