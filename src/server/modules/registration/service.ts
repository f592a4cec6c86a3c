// User registration by ADMIN (spec document 2 §2, §5, §7; decision 0028): create, read and edit
// users; passwords of at least PASSWORD_MIN characters and not among the most common; a change
// of password, role or flags, or disabling, ends the user's sessions at once; every change is
// audited with the admin; a new user can get a welcome mail with a one-time set-password link.
import type { FastifyBaseLogger } from "fastify";
import type { Company } from "../mail/service";
import { renderMail } from "../mail/service";
import { queueMail } from "../mail/service";
import type { RegisterUser, RegistrationUser, UpdateUser } from "../../../shared/contract/back-office";
import { registrationMessages as m } from "../../../shared/messages/backoffice";
import { WELCOME_LINK_HOURS } from "../../../shared/rules/back-office";
import { AppError } from "../../lib/app-error";
import type { AuthContext } from "../../lib/auth-context";
import { isCommonPassword } from "../../lib/common-passwords";
import { hashPassword } from "../../lib/password";
import { hashToken, newSessionToken } from "../../lib/tokens";
import type { AuditService } from "../audit/service";
import type { RegistrationRepo, UserInsert, UserRow } from "./repo";

export interface RegistrationDeps {
  repo: RegistrationRepo;
  audit: AuditService;
  company: Company;
  log: FastifyBaseLogger;
}

function checkPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError("validation", m.passwordCommon);
}

function toWire(u: UserRow, businessName: string | null): RegistrationUser {
  return {
    uId: u.id,
    uUsername: u.username,
    uIdCliente: u.customerId,
    uIdDestinazione: u.destinationId,
    uEmailsString: u.emails,
    uDepRifString: u.warehouses,
    uShowIAM: u.showIam,
    uAllowedPromo: u.allowedPromo,
    uRole: u.role,
    uShowOnlyDestData: u.showOnlyDestData,
    uPrecodeGroup: u.precodeGroup,
    uIsObsoleteSupplier: u.isObsoleteSupplier,
    osPrecodice: u.osPrecodice,
    osDeliveryDays: u.osDeliveryDays,
    uShowGSUrl: u.showGsUrl,
    uDisabled: u.disabled,
    ragioneSociale: businessName,
  };
}

type UserFields = Omit<RegisterUser, "uPassword" | "sendWelcomeMail">;

function columns(v: UserFields): Omit<UserInsert, "passwordHash"> {
  return {
    username: v.uUsername,
    usernameLower: v.uUsername.toLowerCase(),
    role: v.uRole,
    customerId: v.uIdCliente ?? null,
    destinationId: v.uIdDestinazione,
    emails: v.uEmailsString,
    warehouses: v.uDepRifString,
    showIam: v.uShowIAM,
    allowedPromo: v.uAllowedPromo,
    showOnlyDestData: v.uShowOnlyDestData,
    precodeGroup: v.uPrecodeGroup,
    isObsoleteSupplier: v.uIsObsoleteSupplier ? 1 : 0,
    osPrecodice: v.osPrecodice,
    osDeliveryDays: v.osDeliveryDays ?? null,
    showGsUrl: v.uShowGSUrl,
    disabled: v.uDisabled,
  };
}

/** What the audit entry keeps of a user: never the password or its hash. */
function auditView(c: Omit<UserInsert, "passwordHash">): Record<string, unknown> {
  const { usernameLower: _l, ...rest } = c;
  return rest;
}

/** The fields whose change ends the user's sessions (what the user may do or see). */
const SESSION_FIELDS = ["role", "customerId", "destinationId", "warehouses", "showIam", "allowedPromo", "showOnlyDestData", "precodeGroup", "isObsoleteSupplier", "showGsUrl", "disabled", "username"] as const;

export function registrationService({ repo, audit, company, log }: RegistrationDeps) {
  async function checkReferences(v: UserFields): Promise<void> {
    if (v.uIdCliente !== null && v.uIdCliente !== undefined) {
      if (!(await repo.customerExists(v.uIdCliente))) throw new AppError("validation", m.customerNotFound(v.uIdCliente));
      // Destination 0 is the customer's own address; the others must be the ERP's.
      if (v.uIdDestinazione !== 0 && !(await repo.destinationExists(v.uIdCliente, v.uIdDestinazione))) {
        throw new AppError("validation", m.destinationNotFound(v.uIdCliente, v.uIdDestinazione));
      }
    }
    if (v.uPrecodeGroup && !(await repo.precodeExists(v.uPrecodeGroup))) throw new AppError("validation", m.precodeGroupNotFound);
  }

  return {
    precodes: () => repo.precodes(),

    async get(username: string, obsoleteSupplier: boolean): Promise<RegistrationUser> {
      const found = await repo.userByUsername(username.toLowerCase());
      if (!found) throw new AppError("notFound", m.userNotFound);
      if (obsoleteSupplier && found.user.isObsoleteSupplier !== 1) throw new AppError("notFound", m.notObsoleteSupplier);
      return toWire(found.user, found.businessName);
    },

    async register(auth: AuthContext, v: RegisterUser, linkBase: string): Promise<{ uId: number; welcomeMailQueued: boolean }> {
      await checkReferences(v);
      if (v.sendWelcomeMail && !v.uEmailsString) throw new AppError("validation", m.welcomeMailNeedsEmail);
      if (!v.sendWelcomeMail) checkPassword(v.uPassword ?? "");
      // With the welcome mail the account gets a random password nobody knows until the link is used.
      const passwordHash = await hashPassword(v.sendWelcomeMail ? newSessionToken() : v.uPassword!);
      const cols = columns(v);
      const token = v.sendWelcomeMail ? newSessionToken() : null;
      const id = await repo.insertUser(
        { ...cols, passwordHash },
        (userId) => audit.entry(auth, "registration.create", { userId, ...auditView(cols), welcomeMail: v.sendWelcomeMail, password: v.sendWelcomeMail ? "link" : "set" }),
        token
          ? async (tx, userId) => {
              await repo.insertToken(tx, hashToken(token), userId, new Date(Date.now() + WELCOME_LINK_HOURS * 3_600_000));
              const link = `${linkBase}/impostaPassword?token=${encodeURIComponent(token)}`;
              const mail = renderMail(
                {
                  subject: m.welcomeSubject,
                  greeting: "Gentile cliente,",
                  paragraphs: [
                    `è stato creato il tuo utente sul portale ordini di ${company.name}.`,
                    `Per scegliere la password apri questo link entro ${WELCOME_LINK_HOURS} ore (si può usare una sola volta): ${link}`,
                    "Se non hai richiesto l'accesso, ignora questo messaggio.",
                  ],
                  facts: [["Username", v.uUsername]],
                },
                company,
              );
              await queueMail(tx, { to: v.uEmailsString.split(";"), subject: mail.subject, text: mail.text, html: mail.html });
            }
          : undefined,
      );
      if (id === null) throw new AppError("conflict", m.usernameTaken(v.uUsername));
      log.info({ event: "user_registered", userId: id, by: auth.realUser.id }, "user registered");
      return { uId: id, welcomeMailQueued: token !== null };
    },

    async update(auth: AuthContext, v: UpdateUser): Promise<RegistrationUser> {
      const before = await repo.userById(v.uId);
      if (!before) throw new AppError("notFound", m.userNotFound);
      if (before.id === auth.realUser.id && (v.uDisabled || v.uRole !== "ADMIN")) throw new AppError("businessRule", m.cannotDisableSelf);
      await checkReferences(v);
      if (v.uPassword) checkPassword(v.uPassword);
      const cols = columns(v);
      const set: Partial<UserInsert> = { ...cols };
      if (v.uPassword) set.passwordHash = await hashPassword(v.uPassword);
      const changed = Object.entries(auditView(cols)).filter(([k, val]) => before[k as keyof UserRow] !== val).map(([k]) => k);
      const endSessions = Boolean(v.uPassword) || SESSION_FIELDS.some((f) => changed.includes(f));
      const result = await repo.updateUser(
        v.uId,
        set,
        endSessions,
        audit.entry(auth, "registration.update", {
          userId: v.uId,
          changed: v.uPassword ? [...changed, "password"] : changed,
          before: Object.fromEntries(changed.map((k) => [k, before[k as keyof UserRow]])),
          after: Object.fromEntries(changed.map((k) => [k, (cols as Record<string, unknown>)[k]])),
          sessionsEnded: endSessions,
        }),
      );
      if (result === null) throw new AppError("conflict", m.usernameTaken(v.uUsername));
      if (result === 0) throw new AppError("notFound", m.userNotFound);
      const after = await repo.userByUsername(cols.usernameLower);
      return toWire(after!.user, after!.businessName);
    },

    async setPassword(token: string, password: string): Promise<void> {
      checkPassword(password);
      const id = await repo.setPasswordWithToken(hashToken(token), await hashPassword(password), new Date());
      if (id === null) throw new AppError("businessRule", m.linkInvalid);
      log.info({ event: "password_set_by_link", userId: id }, "password set by link");
    },
  };
}

export type RegistrationService = ReturnType<typeof registrationService>;
