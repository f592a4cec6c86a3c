import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { LogIn } from "lucide-react";
import { authMessages } from "../../../../shared/messages/auth";
import { Button } from "../../../ui/button";
import { CheckField, TextField } from "../../../ui/form-fields";
import { Alert } from "../../../ui/alert";
import { browserFingerprint, useLogin } from "../api/login";
import { redirectTarget } from "../redirect-target";
import { setSession, useSession } from "../../../lib/session";
import { errorMessage } from "../../../lib/api-client";
import { runAfterLogin } from "../after-login";

export function LoginScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const loginMutation = useLogin();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const expiredMessage = session.status === "anonymous" ? session.message : undefined;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next = {
      username: username.trim() ? undefined : authMessages.usernameRequired,
      password: password ? undefined : authMessages.passwordRequired,
    };
    setErrors(next);
    setServerError(null);
    if (next.username || next.password) return;
    try {
      const user = await loginMutation.mutateAsync({ username: username.trim(), password, remember, fp: browserFingerprint() });
      setSession({ status: "authenticated", user });
      const target = await runAfterLogin(user, redirectTarget(params.get("from")));
      navigate(target, { replace: true });
    } catch (err) {
      setServerError(errorMessage(err, authMessages.wrongCredentials));
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 p-4">
      <div className="grid w-full max-w-4xl overflow-hidden rounded-2xl bg-white shadow-2xl md:grid-cols-2">
        <section className="hidden flex-col justify-between bg-brand-900 p-8 text-white md:flex">
          <img src="/logo-white.svg" alt="Banco" width={160} height={44} />
          <div>
            <p className="text-2xl font-semibold leading-snug">Ricambi auto per officine, al banco e in officina.</p>
            <p className="mt-3 text-sm text-brand-100">Cerca per codice, originale o equivalente: prezzo netto e disponibilità nei magazzini di Senise e Cagliari.</p>
          </div>
          <p className="text-xs text-brand-200">Prezzi IVA esclusa · Magazzini 01 Senise e 03 Cagliari</p>
        </section>
        <section className="p-6 sm:p-10">
          <img src="/logo.svg" alt="Banco" width={140} height={38} className="mb-6 md:hidden" />
          <h1 className="text-2xl font-semibold text-slate-900">{authMessages.loginTitle}</h1>
          <p className="mb-6 mt-1 text-sm text-slate-600">{authMessages.loginSubtitle}</p>
          {expiredMessage ? <Alert tone="warning" className="mb-4">{expiredMessage}</Alert> : null}
          {serverError ? <Alert tone="error" className="mb-4">{serverError}</Alert> : null}
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <TextField
              id="username"
              label={authMessages.usernameLabel}
              autoComplete="username"
              value={username}
              onChange={setUsername}
              error={errors.username}
              inputProps={{ autoCapitalize: "none", autoCorrect: "off", spellCheck: false, autoFocus: true, className: "h-12" }}
            />
            <TextField id="password" label={authMessages.passwordLabel} type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} inputProps={{ className: "h-12" }} />
            <CheckField id="remember" label={authMessages.rememberMe} checked={remember} onChange={setRemember} labelClassName="font-normal" />
            <Button type="submit" size="lg" className="w-full" pending={loginMutation.isPending}>
              {loginMutation.isPending ? authMessages.loggingIn : (
                <>
                  <LogIn /> {authMessages.loginButton}
                </>
              )}
            </Button>
          </form>
        </section>
      </div>
    </main>
  );
}
