// /contacts: the distributor's four sections with phone (tel:), e-mail (mailto:) and WhatsApp
// (wa.me) links and people cards. From the server's configuration; the stored copy is shown
// offline (query persister).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { Mail, MessageCircle, Phone } from "lucide-react";
import { contactsSchema, telHref, waHref, type ContactSection } from "../../../../shared/contract/contacts";
import { api } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert";
import { PageTitle } from "../../../ui/page-title";
import { Spinner } from "../../../ui/spinner";

const contactsQuery = queryOptions({ queryKey: ["contacts"], queryFn: () => api("/contacts", {}, contactsSchema), staleTime: 60 * 60_000, networkMode: "offlineFirst" });

const link = "inline-flex items-center gap-1.5 text-brand-700 underline-offset-2 hover:underline";

function Section({ s }: { s: ContactSection }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby={`c-${s.title}`}>
      <h2 id={`c-${s.title}`} className="text-lg font-semibold text-slate-900">
        {s.title}
      </h2>
      {s.hours ? <p className="text-sm text-slate-600">{s.hours}</p> : null}
      <ul className="mt-2 grid gap-1 text-sm">
        {s.phones.map((p) => (
          <li key={p}>
            <a className={link} href={telHref(p)}>
              <Phone className="size-4" aria-hidden /> {p}
            </a>
          </li>
        ))}
        {s.emails.map((e) => (
          <li key={e}>
            <a className={link} href={`mailto:${e}`}>
              <Mail className="size-4" aria-hidden /> {e}
            </a>
          </li>
        ))}
        {s.whatsapp.map((w) => (
          <li key={w}>
            <a className={link} href={waHref(w)} target="_blank" rel="noreferrer">
              <MessageCircle className="size-4" aria-hidden /> WhatsApp {w}
            </a>
          </li>
        ))}
      </ul>
      {s.people.length ? (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {s.people.map((p) => (
            <li key={p.name} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
              <p className="font-medium text-slate-900">{p.name}</p>
              <p className="text-slate-600">{p.role}</p>
              {p.phone ? (
                <a className={`${link} mt-1 flex w-fit`} href={telHref(p.phone)}>
                  <Phone className="size-4" aria-hidden /> {p.phone}
                </a>
              ) : null}
              {p.email ? (
                <a className={`${link} mt-1 flex w-fit break-all`} href={`mailto:${p.email}`}>
                  {p.email}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function ContactsScreen() {
  const q = useQuery(contactsQuery);
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle>Contatti</PageTitle>
      {q.isPending ? <Spinner /> : q.isError && !q.data ? <Alert tone="error">Contatti non disponibili: riprovare quando si è in linea.</Alert> : null}
      <div className="grid gap-4 md:grid-cols-2">{q.data?.map((s) => <Section key={s.title} s={s} />)}</div>
    </div>
  );
}
