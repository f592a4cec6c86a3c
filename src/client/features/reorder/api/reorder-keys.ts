export const reorderKeys = {
  all: ["reorder"] as const,
  recent: (limit: number) => [...reorderKeys.all, "recent", limit] as const,
  missing: () => [...reorderKeys.all, "missingAvailability"] as const,
};
