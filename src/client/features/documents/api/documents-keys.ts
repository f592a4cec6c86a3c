import type { DdtFilter } from "../../../../shared/contract/documents";

export const documentsKeys = {
  all: ["documents"] as const,
  ddts: (filter: DdtFilter) => [...documentsKeys.all, "ddts", filter] as const,
  ddtDetails: (idDoc: number) => [...documentsKeys.all, "ddt", idDoc] as const,
  invoices: () => [...documentsKeys.all, "invoices"] as const,
};
