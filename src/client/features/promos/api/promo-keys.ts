export const promoKeys = {
  all: ["promos"] as const,
  list: (includeInactive: boolean) => [...promoKeys.all, "list", { includeInactive }] as const,
  detail: (proId: number) => [...promoKeys.all, "detail", proId] as const,
  forEdit: (proId: number) => [...promoKeys.all, "forEdit", proId] as const,
  targets: () => [...promoKeys.all, "targets"] as const,
};
