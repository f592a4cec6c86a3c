// /registration (ADMIN): tabs Nuova Registrazione and Modifica Registrazione (spec document 2 §2).
import { useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import type { RegistrationUser } from "../../../../shared/contract/back-office";
import { registrationMessages as m } from "../../../../shared/messages/backoffice";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { PageTitle } from "../../../ui/page-title";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../ui/tabs";
import { getUserData, useRegisterUser, useUpdateUser } from "../api/back-office-api";
import { CheckField, TextField } from "../../../ui/form-fields";
import { draftOfUser, emptyDraft, UserForm } from "../components/user-form";

/** Saves the form: on failure a notice and the server's reason in the alert; true once saved. */
async function saveShowingError(setError: (error: string | null) => void, failed: string, save: () => Promise<void>): Promise<boolean> {
  setError(null);
  try {
    await save();
    return true;
  } catch (err) {
    notify.error(failed);
    setError(errorMessage(err, failed));
    return false;
  }
}

function NewUser() {
  const register = useRegisterUser();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      {error ? (
        <Alert tone="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      {done ? (
        <Alert tone="success" onClose={() => setDone(null)}>
          {done}
        </Alert>
      ) : null}
      <UserForm
        mode="new"
        initial={emptyDraft}
        pending={register.isPending}
        onSubmit={(wire) =>
          saveShowingError(setError, m.registerFailed, async () => {
            const r = await register.mutateAsync(wire);
            const text = r.welcomeMailQueued ? `${m.registered}: inviata la mail con il link per la password` : m.registered;
            notify.success(m.registered);
            setDone(`${text} (${wire.uUsername}).`);
          })
        }
      />
    </div>
  );
}

function EditUser() {
  const update = useUpdateUser();
  const [username, setUsername] = useState("");
  const [supplier, setSupplier] = useState(false);
  const [user, setUser] = useState<RegistrationUser | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function load(e: FormEvent) {
    e.preventDefault();
    if (!username.trim()) {
      setError(m.usernameRequired);
      return;
    }
    setLoading(true);
    setError(null);
    try {
      setUser(await getUserData(username.trim(), supplier));
    } catch (err) {
      setUser(null);
      setError(errorMessage(err, m.userDataFailed));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="space-y-4">
      <form onSubmit={load} className="flex flex-wrap items-end gap-4" aria-label="Cerca utente">
        <div className="w-full sm:w-72">
          <TextField id="edit-search" label="Username da modificare" value={username} onChange={setUsername} />
        </div>
        <CheckField id="edit-search-supplier" label="Fornitore obsoleti" checked={supplier} onChange={setSupplier} />
        <Button type="submit" variant="outline" pending={loading}>
          <Search aria-hidden />
          Carica utente
        </Button>
      </form>
      {error ? (
        <Alert tone="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      {user ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-600">
            {`Utente n. ${user.uId}`}
            {user.ragioneSociale ? ` · ${user.ragioneSociale}` : ""}
          </p>
          <UserForm
            key={`${user.uId}-${user.uUsername}-${String(user.uDisabled)}`}
            mode="edit"
            uId={user.uId}
            initial={draftOfUser(user)}
            pending={update.isPending}
            onSubmit={(wire) =>
              saveShowingError(setError, m.updateFailed, async () => {
                setUser(await update.mutateAsync({ ...wire, uId: user.uId }));
                notify.success(m.updated);
              })
            }
          />
        </div>
      ) : !error ? (
        <p className="text-sm text-slate-500">Inserire lo username e premere «Carica utente» per modificarne i dati.</p>
      ) : null}
    </div>
  );
}

export function RegistrationScreen() {
  return (
    <section aria-labelledby="registration-title">
      <PageTitle>
        <span id="registration-title">Registrazione utenti</span>
      </PageTitle>
      <Tabs defaultValue="new">
        <TabsList aria-label="Registrazione">
          <TabsTrigger value="new">{m.tabNew}</TabsTrigger>
          <TabsTrigger value="edit">{m.tabEdit}</TabsTrigger>
        </TabsList>
        <TabsContent value="new">
          <NewUser />
        </TabsContent>
        <TabsContent value="edit">
          <EditUser />
        </TabsContent>
      </Tabs>
    </section>
  );
}
