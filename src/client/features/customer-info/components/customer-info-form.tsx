// The customer's own profile form. Validated with the same schema the server uses.
import { useState, type FormEvent } from "react";
import { Save } from "lucide-react";
import { customerInfoRequestSchema, type CustomerInfo } from "../../../../shared/contract/customer-info";
import { customerInfoMessages as m } from "../../../../shared/messages/customer-info";
import { OIL_BRANDS, OIL_OTHER_MAX, PROFILE_COUNT_MAX, profileDueDate, type OilBrand } from "../../../../shared/rules/customer-profile";
import { formatItalianDate } from "../../../../shared/rules/italian-date";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { cn } from "../../../lib/cn";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { FieldError } from "../../../ui/label";
import { useAddCustomerInfo } from "../api/add-customer-info";
import { StatusBadge } from "./status-badge";
import { CheckField, TextField } from "../../../ui/form-fields";

type Field = "cNumTecnici" | "cNumAccettatori" | "cNumPonti" | "cMarcaOlio" | "cMarcaOlioAltro";

const countMin = { cNumTecnici: 1, cNumAccettatori: 0, cNumPonti: 0 } as const;

interface Draft {
  cNumTecnici: string;
  cNumAccettatori: string;
  cNumPonti: string;
  cMarcaOlio: OilBrand | "";
  cMarcaOlioAltro: string;
  cServizioGomme: boolean;
}

function draftOf(info: CustomerInfo): Draft {
  return {
    cNumTecnici: String(info.cNumTecnici),
    cNumAccettatori: String(info.cNumAccettatori),
    cNumPonti: String(info.cNumPonti),
    cMarcaOlio: info.cMarcaOlio ?? "",
    cMarcaOlioAltro: info.cMarcaOlioAltro ?? "",
    cServizioGomme: info.cServizioGomme,
  };
}

function CountField({ id, label, min, value, error, onChange }: { id: Field; label: string; min: number; value: string; error?: string; onChange: (v: string) => void }) {
  return (
    <TextField
      id={id}
      label={label}
      type="number"
      inputMode="numeric"
      value={value}
      error={error}
      onChange={onChange}
      inputProps={{ min, max: PROFILE_COUNT_MAX, step: 1, className: "h-11 tabular-nums sm:max-w-40" }}
    />
  );
}

export function CustomerInfoForm({ info, behalf }: { info: CustomerInfo; behalf: boolean }) {
  const save = useAddCustomerInfo();
  const [draft, setDraft] = useState<Draft>(() => draftOf(info));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => {
    setDraft((d) => ({ ...d, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (save.isPending) return;
    setServerError(null);
    const parsed = customerInfoRequestSchema.safeParse({ ...draft, cMarcaOlio: draft.cMarcaOlio || undefined });
    // An emptied number field is an error here, not a silent 0.
    const empty = (Object.keys(countMin) as (keyof typeof countMin)[]).filter((f) => draft[f].trim() === "");
    if (!parsed.success || empty.length > 0) {
      const next: Partial<Record<Field, string>> = {};
      for (const f of empty) next[f] = m.countRange(countMin[f]);
      for (const issue of parsed.error?.issues ?? []) {
        const f = issue.path[0] as Field | undefined;
        // Under its own field the message needs no field name (the server's message has one).
        if (f && !next[f]) next[f] = f in countMin ? m.countRange(countMin[f as keyof typeof countMin]) : issue.message;
      }
      setErrors(next);
      const first = (["cNumTecnici", "cNumAccettatori", "cNumPonti", "cMarcaOlio", "cMarcaOlioAltro"] as const).find((f) => next[f]);
      if (first) document.getElementById(first)?.focus();
      return;
    }
    try {
      const saved = await save.mutateAsync(parsed.data);
      setDraft(draftOf(saved));
      notify.success(m.saveSuccess);
    } catch (err) {
      const msg = errorMessage(err, m.saveError);
      setServerError(msg);
      notify.error(m.saveError);
    }
  }

  const current = save.data ?? info;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-labelledby="customer-info-title">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <StatusBadge status={current.status} />
        {current.updatedAt ? (
          <span>
            {m.lastUpdate(formatItalianDate(current.updatedAt))}
            {current.status === "OK" ? <span className="text-slate-500"> · {m.dueSoon(formatItalianDate(profileDueDate(current.updatedAt)))}</span> : null}
          </span>
        ) : null}
      </div>
      {current.status === "MISSING" ? <Alert tone="warning">{m.missingNotice}</Alert> : null}
      {current.status === "TO_UPDATE" ? <Alert tone="warning">{m.toUpdateNotice}</Alert> : null}
      {behalf ? <Alert tone="info">{m.staffActing}</Alert> : null}
      {serverError ? (
        <Alert tone="error" onClose={() => setServerError(null)}>
          {serverError}
        </Alert>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-3">
        <CountField id="cNumTecnici" label={m.numTecnici} min={countMin.cNumTecnici} value={draft.cNumTecnici} error={errors.cNumTecnici} onChange={(v) => set("cNumTecnici", v)} />
        <CountField id="cNumAccettatori" label={m.numAccettatori} min={countMin.cNumAccettatori} value={draft.cNumAccettatori} error={errors.cNumAccettatori} onChange={(v) => set("cNumAccettatori", v)} />
        <CountField id="cNumPonti" label={m.numPonti} min={countMin.cNumPonti} value={draft.cNumPonti} error={errors.cNumPonti} onChange={(v) => set("cNumPonti", v)} />
      </div>

      <fieldset className="space-y-2" aria-describedby="cMarcaOlio-error">
        <legend className="text-sm font-medium text-slate-700">{m.marcaOlio}</legend>
        <div className="grid grid-cols-2 gap-2 min-[480px]:grid-cols-4 md:grid-cols-7" id="cMarcaOlio" tabIndex={-1}>
          {OIL_BRANDS.map((brand) => (
            <label key={brand} className="relative block">
              <input
                type="radio"
                name="cMarcaOlio"
                value={brand}
                checked={draft.cMarcaOlio === brand}
                onChange={() => set("cMarcaOlio", brand)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  "flex h-10 w-full cursor-pointer items-center justify-center rounded-md border px-3 text-sm font-medium transition-colors",
                  "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
                  "peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white",
                  "peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2",
                  errors.cMarcaOlio && "border-red-400",
                )}
              >
                {brand}
              </span>
            </label>
          ))}
        </div>
        <FieldError id="cMarcaOlio-error">{errors.cMarcaOlio}</FieldError>
        {draft.cMarcaOlio === "Altro" ? (
          <div className="pt-1">
            <TextField
              id="cMarcaOlioAltro"
              label={m.marcaOlioAltro}
              value={draft.cMarcaOlioAltro}
              onChange={(v) => set("cMarcaOlioAltro", v)}
              error={errors.cMarcaOlioAltro}
              inputProps={{ maxLength: OIL_OTHER_MAX, className: "h-11 sm:max-w-sm", autoFocus: true }}
            />
          </div>
        ) : null}
      </fieldset>

      <CheckField id="cServizioGomme" label={m.servizioGomme} checked={draft.cServizioGomme} onChange={(v) => set("cServizioGomme", v)} labelClassName="font-normal" />

      <div className="border-t border-slate-100 pt-4">
        <Button type="submit" size="lg" pending={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? m.saving : (
            <>
              <Save aria-hidden /> {m.save}
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
