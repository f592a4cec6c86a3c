import { z } from "zod";
import { userCustomerFields } from "./customer-fields";
import { authMessages } from "../messages/auth";

export const roleSchema = z.enum(["USER", "SALESMAN", "ADMIN"]);
export type Role = z.infer<typeof roleSchema>;

export const loginRequestSchema = z.object({
  username: z
    .string({ error: authMessages.usernameRequired })
    .trim()
    .min(1, { error: authMessages.usernameRequired })
    .max(100, { error: authMessages.wrongCredentials }),
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, { error: authMessages.passwordRequired })
    .max(200, { error: authMessages.wrongCredentials }),
  fp: z.string().max(200).optional(),
  remember: z
    .union([z.boolean(), z.enum(["true", "false", "on", "1", "0"])])
    .optional()
    .transform((v) => v === true || v === "true" || v === "on" || v === "1"),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Who a user is: id, username and role (the session's user, the staff member behind it, a candidate to act for). */
export const userIdentFields = { uId: z.number(), uUsername: z.string(), uRole: roleSchema };

// The user as the client sees it (spec core-ordering §3 User).
export const sessionUserSchema = z.object({
  ...userIdentFields,
  uIsObsoleteSupplier: z.number(),
  uShowGSUrl: z.boolean(),
  uShowIAM: z.boolean(),
  uShowOnlyDestData: z.boolean(),
  uEmailsString: z.string(),
  uDepRifString: z.string(),
  ...userCustomerFields,
  isBehelf: z.boolean(),
  originalUser: z.object(userIdentFields).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const apiVersionSchema = z.string();

export const appInfoSchema = z.object({ apiVersion: z.string(), companyName: z.string(), counterPhone: z.string() });
export type AppInfo = z.infer<typeof appInfoSchema>;
