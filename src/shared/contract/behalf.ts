// Impersonation ("login on behalf"): the users staff may act as, and the id in the path.
import { z } from "zod";
import { userIdentFields } from "./auth";
import { customerNameFields } from "./customer-fields";
import { INT4_MAX } from "../rules/safe-input";

/** One entry of GET /auth/getAvaibleUsersForBehalf: the spec's "user and customer". */
export const behalfCandidateSchema = z.object({
  ...userIdentFields,
  uIdDestinazione: z.number(),
  ...customerNameFields,
  city: z.string().nullable(),
  province: z.string().nullable(),
});
export type BehalfCandidate = z.infer<typeof behalfCandidateSchema>;
export const behalfCandidatesSchema = z.array(behalfCandidateSchema);

export const behalfParamsSchema = z.object({
  id: z.coerce.number({ error: "Utente non valido" }).int({ error: "Utente non valido" }).positive({ error: "Utente non valido" }).max(INT4_MAX, { error: "Utente non valido" }),
});
