// The "Attenzione articolo codificato" dialog (spec §8, errorCode 7): a coded article needs the
// vehicle's VIN in the item note. Any product table that adds to the cart shows it; the cart
// feature's useAddToCart() hands it its props (codedDialog).
import { useEffect, useId, useState, type FormEvent } from "react";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../ui/dialog";
import { Button } from "../ui/button";
import { Textarea } from "../ui/input";
import { FieldError, Label } from "../ui/label";
import { cartMessages } from "../../shared/messages/cart";
import { containsVin } from "../../shared/rules/vin";
import { ITEM_NOTE_MAX } from "../../shared/rules/limits";

export interface CodedArticleDialogProps {
  open: boolean;
  product: { precodice: string; codice: string; description: string } | null;
  initialNote: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (note: string) => void | Promise<void>;
}

export function CodedArticleDialog({ open, product, initialNote, pending, onCancel, onSubmit }: CodedArticleDialogProps) {
  const [note, setNote] = useState(initialNote);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  useEffect(() => {
    if (open) {
      setNote(initialNote);
      setError(null);
    }
  }, [open, initialNote]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!containsVin(note)) {
      setError(cartMessages.vinMissing);
      return;
    }
    void onSubmit(note);
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (!o && !pending ? onCancel() : undefined)}>
      <DialogContent>
          <DialogHeader title={cartMessages.codedArticleTitle} description={cartMessages.codedArticleText} />
        <form onSubmit={submit} className="space-y-3" data-testid="coded-article-dialog">
          {product ? (
            <p className="rounded-md bg-slate-50 px-3 py-2 text-sm">
              <span className="font-mono font-semibold">
                {product.precodice} {product.codice}
              </span>
              <span className="text-slate-600"> — {product.description}</span>
            </p>
          ) : null}
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-note`}>{cartMessages.vinLabel}</Label>
            <Textarea
              id={`${id}-note`}
              value={note}
              maxLength={ITEM_NOTE_MAX}
              onChange={(e) => {
                setNote(e.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-err` : undefined}
              placeholder="es. telaio ZFA31200000123456"
              autoFocus
            />
            <FieldError id={`${id}-err`}>{error}</FieldError>
          </div>
          <DialogFooter className="mt-0 pt-2">
            <Button variant="outline" onClick={onCancel} disabled={pending}>
              {cartMessages.cancel}
            </Button>
            <Button type="submit" variant="accent" pending={pending}>
              {cartMessages.addWithVin}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
