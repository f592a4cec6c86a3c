// /impostaPassword?token=… (public): the page the welcome mail's one-time link opens (decision 0028).
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { passwordSchema } from "../../../../shared/contract/back-office";
import { registrationMessages as m } from "../../../../shared/messages/backoffice";
import { PASSWORD_MIN } from "../../../../shared/rules/back-office";
import { errorMessage } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { setPassword } from "../api/back-office-api";
import { TextField } from "../../../ui/form-fields";

export function SetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [pw, setPw] = useState("");
  const [pw2, setPw2] = useState("");
  const [errors, setErrors] = useState<{ pw?: string; pw2?: string }>({});
  const [error, setError] = useState<string | null>(token.length < 20 ? m.linkInvalid : null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const p = passwordSchema.safeParse(pw);
    const next = { pw: p.success ? undefined : p.error.issues[0]!.message, pw2: p.success && pw !== pw2 ? m.passwordsDiffer : undefined };
    setErrors(next);
    if (next.pw || next.pw2) return;
    setPending(true);
    setError(null);
    try {
      await setPassword(token, pw);
      setDone(true);
    } catch (err) {
      setError(errorMessage(err, m.linkInvalid));
    } finally {
      setPending(false);
    }
  }

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-6">
      <h1 className="text-xl font-semibold text-slate-900">{m.setPasswordTitle}</h1>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {done ? (
        <Alert tone="success">
          {m.passwordSet}.{" "}
          <Link to="/login" className="font-medium underline">
            Vai all'accesso
          </Link>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <TextField id="new-password" label="Nuova password" type="password" autoComplete="new-password" value={pw} error={errors.pw} hint={`Almeno ${PASSWORD_MIN} caratteri, non tra le password più diffuse.`} onChange={setPw} />
          <TextField id="new-password-2" label="Ripeti la password" type="password" autoComplete="new-password" value={pw2} error={errors.pw2} onChange={setPw2} />
          <Button type="submit" pending={pending} disabled={token.length < 20} className="w-full">
            {m.setPasswordTitle}
          </Button>
        </form>
      )}
    </main>
  );
}
