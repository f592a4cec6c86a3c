// The User (registration) form of both tabs (spec document 2 §3, §5): validated with the schema the
// server uses; the supplier fields appear only for obsolete suppliers; the password is optional
// when editing, and a new user may get the welcome mail with the set-password link instead.
import { useState, type FormEvent } from "react";
import { Save } from "lucide-react";
import { registerUserSchema, updateUserSchema, type RegistrationUser } from "../../../../shared/contract/back-office";
import { registrationMessages as m } from "../../../../shared/messages/backoffice";
import { common } from "../../../../shared/messages/common";
import { ALLOWED_PROMO, PASSWORD_MIN, WAREHOUSES, WELCOME_LINK_HOURS } from "../../../../shared/rules/back-office";
import { Button } from "../../../ui/button";
import { Checkbox } from "../../../ui/checkbox";
import { FieldError, Label } from "../../../ui/label";
import { usePrecodes } from "../api/back-office-api";
import { CheckField, SelectField, TextField } from "../../../ui/form-fields";

export interface UserDraft {
  uUsername: string;
  uPassword: string;
  sendWelcomeMail: boolean;
  uRole: "USER" | "SALESMAN" | "ADMIN";
  uIdCliente: string;
  uIdDestinazione: string;
  uEmailsString: string;
  warehouses: string[];
  uAllowedPromo: string;
  uPrecodeGroup: string;
  uShowIAM: boolean;
  uShowOnlyDestData: boolean;
  uShowGSUrl: boolean;
  uIsObsoleteSupplier: boolean;
  osPrecodice: string;
  osDeliveryDays: string;
  uDisabled: boolean;
}

export const emptyDraft: UserDraft = {
  uUsername: "",
  uPassword: "",
  sendWelcomeMail: false,
  uRole: "USER",
  uIdCliente: "",
  uIdDestinazione: "0",
  uEmailsString: "",
  warehouses: ["01"],
  uAllowedPromo: "CONFIG_DEPO",
  uPrecodeGroup: "",
  uShowIAM: true,
  uShowOnlyDestData: false,
  uShowGSUrl: false,
  uIsObsoleteSupplier: false,
  osPrecodice: "",
  osDeliveryDays: "",
  uDisabled: false,
};

export function draftOfUser(u: RegistrationUser): UserDraft {
  return {
    ...emptyDraft,
    uUsername: u.uUsername,
    uRole: u.uRole,
    uIdCliente: u.uIdCliente === null ? "" : String(u.uIdCliente),
    uIdDestinazione: String(u.uIdDestinazione),
    uEmailsString: u.uEmailsString,
    warehouses: u.uDepRifString.split("+").filter(Boolean),
    uAllowedPromo: u.uAllowedPromo,
    uPrecodeGroup: u.uPrecodeGroup ?? "",
    uShowIAM: u.uShowIAM,
    uShowOnlyDestData: u.uShowOnlyDestData,
    uShowGSUrl: u.uShowGSUrl,
    uIsObsoleteSupplier: u.uIsObsoleteSupplier === 1,
    osPrecodice: u.osPrecodice ?? "",
    osDeliveryDays: u.osDeliveryDays === null ? "" : String(u.osDeliveryDays),
    uDisabled: u.uDisabled,
  };
}

/** The wire form of a draft (what both schemas and the server read). */
export function wireOf(d: UserDraft) {
  return {
    uUsername: d.uUsername,
    uPassword: d.uPassword || null,
    sendWelcomeMail: d.sendWelcomeMail,
    uRole: d.uRole,
    uIdCliente: d.uIdCliente.trim() === "" ? null : d.uIdCliente.trim(),
    uIdDestinazione: d.uIdDestinazione.trim() === "" ? undefined : d.uIdDestinazione.trim(),
    uEmailsString: d.uEmailsString,
    uDepRifString: d.warehouses.join("+"),
    uAllowedPromo: d.uAllowedPromo || undefined,
    uPrecodeGroup: d.uPrecodeGroup || null,
    uShowIAM: d.uShowIAM,
    uShowOnlyDestData: d.uShowOnlyDestData,
    uShowGSUrl: d.uShowGSUrl,
    uIsObsoleteSupplier: d.uIsObsoleteSupplier ? 1 : 0,
    osPrecodice: d.osPrecodice || null,
    osDeliveryDays: d.osDeliveryDays.trim() === "" ? null : d.osDeliveryDays.trim(),
    uDisabled: d.uDisabled,
  };
}

const PROMO_LABEL: Record<(typeof ALLOWED_PROMO)[number], string> = {
  ALL: "Tutte (ALL)",
  CONFIG_DEPO: "Dei depositi dell'utente (CONFIG_DEPO)",
  CUSTOM: "Solo quelle assegnate (CUSTOM)",
  NONE: "Nessuna (NONE)",
};

type Errors = Partial<Record<string, string>>;
const ORDER = ["uUsername", "uPassword", "uIdCliente", "uIdDestinazione", "uEmailsString", "uDepRifString", "uAllowedPromo", "osPrecodice", "osDeliveryDays"];

export function UserForm({ mode, initial, uId, pending, onSubmit }: { mode: "new" | "edit"; initial: UserDraft; uId?: number; pending: boolean; onSubmit: (wire: ReturnType<typeof wireOf>) => Promise<boolean> }) {
  const precodes = usePrecodes();
  const [d, setD] = useState<UserDraft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof UserDraft>(k: K, v: UserDraft[K]) => {
    setD((x) => ({ ...x, [k]: v }));
    setErrors((e) => ({ ...e, [k === "warehouses" ? "uDepRifString" : k]: undefined }));
  };
  const id = (f: string) => `${mode}-${f}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    const wire = wireOf(d);
    const parsed = mode === "new" ? registerUserSchema.safeParse(wire) : updateUserSchema.safeParse({ ...wire, uId });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const f = String(issue.path[0] ?? "");
        if (f && !next[f]) next[f] = issue.message.startsWith("Invalid") ? common.invalidInput : issue.message;
      }
      setErrors(next);
      const first = ORDER.find((f) => next[f]);
      if (first) document.getElementById(id(first === "uDepRifString" ? "dep-01" : first))?.focus();
      return;
    }
    if ((await onSubmit(wire)) && mode === "new") setD(emptyDraft);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={mode === "new" ? m.tabNew : m.tabEdit}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField id={id("uUsername")} label="Username" value={d.uUsername} error={errors.uUsername} onChange={(v) => set("uUsername", v)} />
        <div className="space-y-2">
          <TextField
            id={id("uPassword")}
            label={mode === "edit" ? "Nuova password (vuota: invariata)" : "Password"}
            type="password"
            autoComplete="new-password"
            value={d.uPassword}
            error={errors.uPassword}
            hint={`Almeno ${PASSWORD_MIN} caratteri, non tra le password più diffuse.`}
            onChange={(v) => set("uPassword", v)}
          />
          {mode === "new" ? (
            <CheckField id={id("sendWelcomeMail")} label={`Invia invece un link per impostarla (valido ${WELCOME_LINK_HOURS} ore)`} checked={d.sendWelcomeMail} onChange={(v) => set("sendWelcomeMail", v)} />
          ) : null}
        </div>
        <SelectField id={id("uRole")} label="Ruolo" value={d.uRole} onChange={(v) => set("uRole", v as UserDraft["uRole"])}>
          <option value="USER">{common.roleLabel.USER}</option>
          <option value="SALESMAN">{common.roleLabel.SALESMAN}</option>
          <option value="ADMIN">{common.roleLabel.ADMIN}</option>
        </SelectField>
        <TextField id={id("uIdCliente")} label="Codice cliente" inputMode="numeric" value={d.uIdCliente} error={errors.uIdCliente} onChange={(v) => set("uIdCliente", v)} />
        <TextField id={id("uIdDestinazione")} label="Codice destinazione" inputMode="numeric" value={d.uIdDestinazione} error={errors.uIdDestinazione} hint="0 = sede del cliente" onChange={(v) => set("uIdDestinazione", v)} />
        <TextField id={id("uEmailsString")} label="E-mail (più indirizzi separati da ;)" inputMode="email" value={d.uEmailsString} error={errors.uEmailsString} onChange={(v) => set("uEmailsString", v)} />
        <fieldset className="space-y-1.5" aria-describedby={`${id("uDepRifString")}-error`}>
          <legend className="text-sm font-medium text-slate-700">Depositi</legend>
          <div className="flex min-h-10 flex-wrap items-center gap-4">
            {WAREHOUSES.map((w) => (
              <div key={w.code} className="flex items-center gap-2">
                <Checkbox
                  id={id(`dep-${w.code}`)}
                  checked={d.warehouses.includes(w.code)}
                  onCheckedChange={(on) => set("warehouses", on ? [...d.warehouses, w.code].sort() : d.warehouses.filter((x) => x !== w.code))}
                />
                <Label htmlFor={id(`dep-${w.code}`)}>{`${w.code} ${w.name}`}</Label>
              </div>
            ))}
          </div>
          <FieldError id={`${id("uDepRifString")}-error`}>{errors.uDepRifString}</FieldError>
        </fieldset>
        <SelectField id={id("uAllowedPromo")} label="Promo visibili" value={d.uAllowedPromo} error={errors.uAllowedPromo} onChange={(v) => set("uAllowedPromo", v)}>
          {ALLOWED_PROMO.map((p) => (
            <option key={p} value={p}>
              {PROMO_LABEL[p]}
            </option>
          ))}
        </SelectField>
        <SelectField id={id("uPrecodeGroup")} label="Gruppo precodici" value={d.uPrecodeGroup} error={errors.uPrecodeGroup} onChange={(v) => set("uPrecodeGroup", v)}>
          <option value="">Nessuno</option>
          {(precodes.data ?? []).map((p) => (
            <option key={p.upId} value={p.upId}>
              {p.upDesc}
            </option>
          ))}
        </SelectField>
        <SelectField id={id("uIsObsoleteSupplier")} label="Fornitore obsoleti" value={d.uIsObsoleteSupplier ? "1" : "0"} onChange={(v) => set("uIsObsoleteSupplier", v === "1")}>
          <option value="0">No</option>
          <option value="1">Sì</option>
        </SelectField>
        {d.uIsObsoleteSupplier ? (
          <>
            <TextField id={id("osPrecodice")} label="Precodice fornitore" value={d.osPrecodice} error={errors.osPrecodice} onChange={(v) => set("osPrecodice", v)} />
            <TextField id={id("osDeliveryDays")} label="Giorni di consegna" inputMode="numeric" value={d.osDeliveryDays} error={errors.osDeliveryDays} onChange={(v) => set("osDeliveryDays", v)} />
          </>
        ) : null}
      </div>
      {precodes.isError ? <p className="text-sm text-red-700">{m.precodesFailed}</p> : null}
      <div className="flex flex-wrap gap-x-6">
        <CheckField id={id("uShowIAM")} label="Mostra equivalenti IAM" checked={d.uShowIAM} onChange={(v) => set("uShowIAM", v)} />
        <CheckField id={id("uShowOnlyDestData")} label="Solo dati della destinazione" checked={d.uShowOnlyDestData} onChange={(v) => set("uShowOnlyDestData", v)} />
        <CheckField id={id("uShowGSUrl")} label="Store Gomma Service" checked={d.uShowGSUrl} onChange={(v) => set("uShowGSUrl", v)} />
        {mode === "edit" ? <CheckField id={id("uDisabled")} label="Utente disabilitato" checked={d.uDisabled} onChange={(v) => set("uDisabled", v)} /> : null}
      </div>
      <Button type="submit" pending={pending}>
        <Save aria-hidden />
        {mode === "new" ? "Registra utente" : "Salva modifiche"}
      </Button>
    </form>
  );
}
