// The console's modal (spec title 'Conferma Reso'): shipping date, expected delivery, courier,
// tracking number, optional parcel number; 'Imposta' saves, 'Chiudi' closes. The §5 messages are
// checked here with the shared schema the server uses too.
import { useState, type FormEvent } from "react";
import type { TrackingOrder } from "../../../../shared/contract/tracking";
import { trackingPayloadSchema } from "../../../../shared/contract/tracking";
import { trackingMessages as m } from "../../../../shared/messages/tracking";
import { COURIERS } from "../../../../shared/rules/couriers";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../../ui/dialog";
import { Input } from "../../../ui/input";
import { FieldError, Label } from "../../../ui/label";
import { useInsertTracking } from "../api/tracking-api";

type Field = "dataShipped" | "dataEstimatedDelivery" | "service" | "tracking" | "parcelNumber";
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "");
// A day chosen in the form is sent as noon UTC: the same day in Rome whatever the season.
const instant = (d: string) => (d ? `${d}T12:00:00.000Z` : "");

export function TrackingDialog({ order, customerId, onClose }: { order: TrackingOrder; customerId: number | null; onClose: () => void }) {
  const [form, setForm] = useState<Record<Field, string>>({
    dataShipped: day(order.dataShipped),
    dataEstimatedDelivery: day(order.dataEstimatedDelivery),
    service: order.service ?? "",
    tracking: order.tracking ?? "",
    parcelNumber: order.parcelNumber ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const insert = useInsertTracking(customerId);
  const set = (f: Field, v: string) => setForm((x) => ({ ...x, [f]: v }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const payload = {
      dataShipped: instant(form.dataShipped),
      dataEstimatedDelivery: instant(form.dataEstimatedDelivery),
      service: form.service,
      tracking: form.tracking,
      parcelNumber: form.parcelNumber || null,
      webOrderCode: order.webOrderCode,
      cCheckoutTime: order.cCheckoutTime,
    };
    const parsed = trackingPayloadSchema.safeParse(payload);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const k = issue.path[0] as Field;
        if (!next[k]) next[k] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    insert.mutate(payload, {
      onSuccess: () => {
        notify.success(m.inserted);
        onClose();
      },
    });
  };

  const field = (f: Field, label: string, input: React.ReactNode) => (
    <div className="space-y-1">
      <Label htmlFor={`trk-${f}`}>{label}</Label>
      {input}
      <FieldError id={`trk-${f}-err`}>{errors[f] ?? null}</FieldError>
    </div>
  );
  const inputProps = (f: Field) => ({ id: `trk-${f}`, value: form[f], "aria-invalid": errors[f] ? true : undefined, "aria-describedby": errors[f] ? `trk-${f}-err` : undefined });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader title={m.modalTitle} description={`${order.orderLabel} · ${order.webOrderCode} · ${order.ragSoc}`} />
        <form onSubmit={submit} noValidate className="space-y-3" data-testid="tracking-form">
          <div className="grid gap-3 sm:grid-cols-2">
            {field("dataShipped", "Data Spedizione", <Input type="date" {...inputProps("dataShipped")} onChange={(e) => set("dataShipped", e.target.value)} />)}
            {field("dataEstimatedDelivery", "Data prevista consegna", <Input type="date" {...inputProps("dataEstimatedDelivery")} onChange={(e) => set("dataEstimatedDelivery", e.target.value)} />)}
          </div>
          {field(
            "service",
            m.courier,
            <select {...inputProps("service")} onChange={(e) => set("service", e.target.value)} className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base">
              <option value="">—</option>
              {COURIERS.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>,
          )}
          {field("tracking", m.trackingNumber, <Input {...inputProps("tracking")} maxLength={60} onChange={(e) => set("tracking", e.target.value)} />)}
          {field("parcelNumber", `${m.parcel} (facoltativo)`, <Input {...inputProps("parcelNumber")} maxLength={40} onChange={(e) => set("parcelNumber", e.target.value)} />)}
          {insert.isError ? <Alert tone="error">{errorMessage(insert.error, m.ordersFailed)}</Alert> : null}
          <DialogFooter className="mt-0 pt-2">
            <Button variant="outline" onClick={onClose}>
              {m.close}
            </Button>
            <Button type="submit" pending={insert.isPending}>
              {m.set}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
