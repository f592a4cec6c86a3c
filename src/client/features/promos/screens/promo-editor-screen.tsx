import { useId, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { Eye, Save, Trash2 } from "lucide-react";
import { PROMO_TYPES,    type PromoInput, type PromoType } from "../../../../shared/contract/promos";
import { promoMessages as m, promoTypeLabels } from "../../../../shared/messages/promos";
import { PROMO_ORDER_MAX, PROMO_ORDER_MIN, PROMO_POPUP_MAX, PROMO_POPUP_MIN, WAREHOUSES } from "../../../../shared/rules/limits";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { cn } from "../../../lib/cn";
import { PageTitle } from "../../../ui/page-title";
import { Spinner } from "../../../ui/spinner";
import { Alert } from "../../../ui/alert";
import { Button, buttonVariants } from "../../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../ui/card";
import { Checkbox } from "../../../ui/checkbox";
import { FieldError, Label } from "../../../ui/label";
import { Input, Textarea } from "../../../ui/input";
import { usePromoForEdit } from "../api/get-promo-for-edit";
import { useSavePromo } from "../api/save-promo";
import { PromoCard } from "../components/promo-card";
import { PromoSlide } from "../components/promo-carousel";
import { DeletePromoDialog } from "../components/delete-promo-dialog";
import { ProductPicker } from "../components/editor/product-picker";
import { BannerField, ImagesField, VideosField } from "../components/editor/media-fields";
import { AssignField } from "../components/editor/assign-field";
import { emptyForm, fromPromo, previewPromo, toInput, validateForm, type FieldErrors, type FormState } from "../components/editor/promo-form-state";

function Field({ label, htmlFor, error, hint, children, className }: { label: string; htmlFor: string; error?: string; hint?: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("space-y-1", className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      <FieldError id={`${htmlFor}-error`}>{error}</FieldError>
    </div>
  );
}

/** One part of the form: a card with its title. */
function EditorCard({ title, contentClassName, children }: { title: ReactNode; contentClassName?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

/** The form's fields typed as text. */
type TextKey = "proArea" | "proTitle" | "proSubtitle" | "proText" | "proDescription" | "proStartInst" | "proStartEnd" | "proOrder" | "proPopup";

/** /promoEditor (new) and /promoEditor/:proId (ADMIN): every field of the promo, preview, delete. */
export function PromoEditorScreen() {
  const params = useParams();
  const proId = params.proId && /^\d+$/.test(params.proId) ? Number(params.proId) : null;
  const loaded = usePromoForEdit(proId);

  if (params.proId && proId === null) return <Alert tone="warning" className="mt-4">{m.notFound}</Alert>;
  if (proId !== null && loaded.isPending) return <Spinner className="m-6" />;
  if (proId !== null && loaded.isError) {
    return (
      <Alert tone="error" className="mt-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{errorMessage(loaded.error, m.editorLoadFailed)}</span>
          <Link to="/promoConsole" className={cn(buttonVariants({ variant: "outline", size: "sm" }))}>
            {m.consoleTitle}
          </Link>
        </div>
      </Alert>
    );
  }
  return <PromoEditorForm key={proId ?? "new"} proId={proId} initial={proId !== null && loaded.data ? fromPromo(loaded.data) : emptyForm()} />;
}

function PromoEditorForm({ proId, initial }: { proId: number | null; initial: FormState }) {
  const id = useId();
  const navigate = useNavigate();
  const save = useSavePromo();
  const [form, setForm] = useState<FormState>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const preview = useMemo(() => previewPromo(form, proId ?? 0), [form, proId]);

  const patch = (changes: Partial<FormState>) => {
    const next = { ...form, ...changes };
    setForm(next);
    // After a first submit, errors follow the edits.
    if (submitted) setErrors(validateForm(next));
  };
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => patch({ [key]: value } as Partial<FormState>);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    setSubmitted(true);
    const found = validateForm(form);
    setErrors(found);
    if (Object.keys(found).length) {
      notify.error(Object.values(found)[0]!);
      return;
    }
    save.mutate(
      { proId, input: toInput(form) },
      {
        onSuccess: (saved) => {
          notify.success(proId === null ? m.created : m.saved);
          if (proId === null) navigate(`/promoEditor/${saved.proId}`, { replace: true });
        },
        onError: (err) => {
          const message = errorMessage(err, m.saveFailed);
          setErrors({ form: message });
          notify.error(`${m.saveFailed}: ${message}`);
        },
      },
    );
  };

  const err = (k: keyof PromoInput) => errors[k];
  const aria = (k: keyof PromoInput) => ({ "aria-invalid": errors[k] ? true : undefined, "aria-describedby": errors[k] ? `${id}-${k}-error` : undefined });
  /** A field's label target and error. */
  const at = (k: keyof PromoInput) => ({ htmlFor: `${id}-${k}`, error: err(k) });
  /** A text input bound to the form: id, value, change and the error's aria. */
  const control = (k: TextKey) => ({ id: `${id}-${k}`, value: form[k], onChange: (e: { target: { value: string } }) => set(k, e.target.value), ...aria(k) });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 pt-4">
      <PageTitle
        actions={
          <>
            {proId !== null ? (
              <>
                <Link to={`/promoDetail/${proId}`} className={cn(buttonVariants({ variant: "outline" }))}>
                  <Eye aria-hidden />
                  {m.details}
                </Link>
                <Button variant="outline" className="text-red-700" onClick={() => setDeleting(true)}>
                  <Trash2 aria-hidden />
                  {m.delete}
                </Button>
              </>
            ) : null}
            <Button type="submit" variant="accent" pending={save.isPending}>
              {save.isPending ? null : <Save aria-hidden />}
              {m.save}
            </Button>
          </>
        }
      >
        {proId === null ? m.editorNewTitle : `${m.editorEditTitle} #${proId}`}
      </PageTitle>

      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <EditorCard title={m.sectionContent} contentClassName="grid gap-4 sm:grid-cols-2">
            <Field label={m.fieldType} {...at("proType")}>
              <select
                id={`${id}-proType`}
                value={form.proType}
                onChange={(e) => set("proType", e.target.value as PromoType)}
                className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
              >
                {PROMO_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {promoTypeLabels[t]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={m.fieldArea} {...at("proArea")}>
              <Input {...control("proArea")} maxLength={60} placeholder={m.areaPlaceholder} />
            </Field>
            <Field label={`${m.fieldTitle} *`} {...at("proTitle")} className="sm:col-span-2">
              <Input {...control("proTitle")} maxLength={120} />
            </Field>
            <Field label={m.fieldSubtitle} {...at("proSubtitle")} className="sm:col-span-2">
              <Input {...control("proSubtitle")} maxLength={200} />
            </Field>
            <Field label={m.fieldText} {...at("proText")} className="sm:col-span-2">
              <Textarea {...control("proText")} maxLength={1000} rows={2} />
            </Field>
            <Field label={m.fieldDescription} {...at("proDescription")} className="sm:col-span-2">
              <Textarea {...control("proDescription")} maxLength={5000} rows={4} />
            </Field>
          </EditorCard>

          <EditorCard title={m.sectionValidity} contentClassName="grid gap-4 sm:grid-cols-2">
            <Field label={`${m.fieldStart} *`} {...at("proStartInst")}>
              <Input {...control("proStartInst")} type="date" />
            </Field>
            <Field label={`${m.fieldEnd} *`} {...at("proStartEnd")}>
              <Input {...control("proStartEnd")} type="date" min={form.proStartInst || undefined} />
            </Field>
            <fieldset className="space-y-1 sm:col-span-2">
              <legend className="text-sm font-medium text-slate-700">{m.fieldWarehouses} *</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-1">
                {WAREHOUSES.map((w) => (
                  <div key={w.code} className="flex items-center gap-2">
                    <Checkbox
                      id={`${id}-w${w.code}`}
                      checked={form.warehouses.includes(w.code)}
                      onCheckedChange={(on) => set("warehouses", on ? [...form.warehouses, w.code] : form.warehouses.filter((c) => c !== w.code))}
                    />
                    <label htmlFor={`${id}-w${w.code}`} className="cursor-pointer py-2 text-sm text-slate-800">
                      {w.code} {w.name}
                    </label>
                  </div>
                ))}
              </div>
              <FieldError>{err("proDepRifString") ? m.selectAtLeastOneWarehouse : null}</FieldError>
            </fieldset>
            <Field label={m.fieldOrder} {...at("proOrder")} hint={m.fieldOrderHint}>
              <Input {...control("proOrder")} type="number" inputMode="numeric" min={PROMO_ORDER_MIN} max={PROMO_ORDER_MAX} step={1} />
            </Field>
            <Field label={m.fieldPopup} {...at("proPopup")} hint={m.fieldPopupHint}>
              <Input {...control("proPopup")} type="number" inputMode="numeric" min={PROMO_POPUP_MIN} max={PROMO_POPUP_MAX} step={1} />
            </Field>
            <div className="sm:col-span-2">
              <AssignField
                users={form.assignedUsers}
                customers={form.assignedCustomers}
                onChange={({ users, customers }) => patch({ assignedUsers: users, assignedCustomers: customers })}
              />
            </div>
          </EditorCard>

          <EditorCard title={m.sectionMedia} contentClassName="space-y-6">
            <BannerField value={form.proBannerLink} onChange={(v) => set("proBannerLink", v)} error={err("proBannerLink")} />
            <ImagesField value={form.proImgUrl} onChange={(v) => set("proImgUrl", v)} error={err("proImgUrl")} />
            <VideosField value={form.proVideoUrl} onChange={(v) => set("proVideoUrl", v)} error={err("proVideoUrl")} />
          </EditorCard>

          <EditorCard title={`${m.fieldProducts} (${form.products.length})`}>
            <ProductPicker value={form.products} onChange={(v) => set("products", v)} />
            <FieldError>{err("promoProducts")}</FieldError>
          </EditorCard>

          <div className="flex flex-wrap justify-end gap-2">
            <Link to="/promoConsole" className={cn(buttonVariants({ variant: "outline" }))}>
              {m.cancel}
            </Link>
            <Button type="submit" variant="accent" pending={save.isPending}>
              {save.isPending ? null : <Save aria-hidden />}
              {m.save}
            </Button>
          </div>
        </div>

        <aside className="min-w-0 space-y-3 lg:sticky lg:top-32 lg:self-start" aria-label={m.preview}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{m.preview}</h2>
          <p className="text-xs text-slate-500">{m.previewBanner}</p>
          <div className="relative h-44 overflow-hidden rounded-lg bg-brand-900 shadow-sm">
            <PromoSlide promo={preview} interactive={false} />
          </div>
          <p className="text-xs text-slate-500">{m.previewCard}</p>
          <PromoCard promo={preview} linkDisabled />
        </aside>
      </div>
      {proId !== null ? (
        <DeletePromoDialog promo={deleting ? { proId, proTitle: form.proTitle || initial.proTitle } : null} onClose={() => setDeleting(false)} onDeleted={() => navigate("/promoConsole", { replace: true })} />
      ) : null}
    </form>
  );
}
