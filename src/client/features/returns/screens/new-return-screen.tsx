// /nuovoReso and /resi/new (spec document 2, §2 Returns): search of the customer's delivery-note
// lines ('Ricerca Tutto' plus the extended search by code, DDT number and date range) and 'Chiedi
// Reso' on a line, which opens the request modal (§5).
import { useId, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { ListChecks, Search, Undo2 } from "lucide-react";
import type { ReturnLine } from "../../../../shared/contract/returns";
import { returnMessages as m } from "../../../../shared/messages/returns";
import { useColumnFilters, type FilterColumn } from "../../../components/column-filter-table";
import { FilterInput, useQueryErrorNotice } from "../../../components/filtered-list";
import { Button, buttonVariants } from "../../../ui/button";
import { CollapsiblePanel } from "../../../ui/collapsible";
import { Input } from "../../../ui/input";
import { Label } from "../../../ui/label";
import { PageTitle } from "../../../ui/page-title";
import { useReturnLines, type LineSearch } from "../api/returns-api";
import { lineColumns } from "../components/line-columns";
import { RequestDialog } from "../components/request-dialog";
import { currentYear, ReturnsHelp, YearSelect } from "../components/return-parts";
import { ReturnsTable } from "../components/returns-table";

const EMPTY = { q: "", articolo: "", numeroBolla: "", dataBollaStart: "", dataBollaEnd: "" };

export function NewReturnScreen() {
  const id = useId();
  // Staff acting for nobody are asked to choose a customer by the route (app/route-access.ts).
  const [year, setYear] = useState(currentYear);
  const [form, setForm] = useState(EMPTY);
  const [search, setSearch] = useState<LineSearch>({ year: currentYear(), onlyRequested: false });
  const [extended, setExtended] = useState(false);
  const filters = useColumnFilters();
  const [chosen, setChosen] = useState<ReturnLine | null>(null);
  const query = useReturnLines(search);
  useQueryErrorNotice(query, m.loadError);

  const columns = useMemo<FilterColumn<ReturnLine>[]>(
    () => [
      ...lineColumns(false),
      {
        key: "action",
        header: m.colActions,
        filterable: false,
        value: () => "",
        render: (l) => (
          <Button size="sm" variant="outline" disabled={l.qta_rendibile < 1} onClick={() => setChosen(l)} aria-label={`${m.askReturn} ${l.precodice} ${l.articolo}, ${l.td_bolla} ${l.num_bolla}`} data-testid="ask-return">
            <Undo2 aria-hidden /> {m.askReturn}
          </Button>
        ),
      },
    ],
    [],
  );

  const set = (k: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const run = (all: boolean) => setSearch(all ? { year, onlyRequested: false, q: form.q.trim() } : { year, onlyRequested: false, ...form });

  return (
    <div>
      <PageTitle
        actions={
          <Link to="/richiesteReso" className={buttonVariants({ variant: "outline" })}>
            <ListChecks aria-hidden /> {m.requestsButton}
          </Link>
        }
      >
        {m.newTitle}
      </PageTitle>
      <form
        className="mb-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          run(true);
        }}
      >
        <YearSelect value={year} onChange={setYear} />
        <div className="min-w-56 flex-1">
          <Label htmlFor={`${id}-q`} className="sr-only">
            {m.searchAll}
          </Label>
          <Input id={`${id}-q`} value={form.q} onChange={set("q")} placeholder={m.searchAll} maxLength={60} data-testid="returns-search" />
        </div>
        <Button type="submit">
          <Search aria-hidden /> {m.searchAll}
        </Button>
      </form>
      <CollapsiblePanel open={extended} onOpenChange={setExtended} title={m.extendedSearch} className="mb-4">
        <form
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
          onSubmit={(e) => {
            e.preventDefault();
            run(false);
          }}
        >
          <FilterInput id={`${id}-art`} label={m.colCode} value={form.articolo} onChange={set("articolo")} maxLength={60} />
          <FilterInput id={`${id}-ddt`} label={m.colDdt} value={form.numeroBolla} onChange={set("numeroBolla")} inputMode="numeric" pattern="\d*" maxLength={9} />
          <FilterInput id={`${id}-from`} label="Dal" type="date" value={form.dataBollaStart} onChange={set("dataBollaStart")} />
          <FilterInput id={`${id}-to`} label="Al" type="date" value={form.dataBollaEnd} onChange={set("dataBollaEnd")} />
          <div className="flex items-end gap-2">
            <Button type="submit">{m.search}</Button>
            <Button variant="outline" onClick={() => setForm(EMPTY)}>
              {m.resetFilters}
            </Button>
          </div>
        </form>
      </CollapsiblePanel>
      <ReturnsTable
        query={query}
        columns={columns}
        rowKey={(l) => l.id_riga}
        filters={filters}
        caption={m.newTitle}
        emptyText={m.emptyLines}
        testId="return-lines-table"
        errorMessage={query.error instanceof Error ? query.error.message : m.loadError}
      />
      <ReturnsHelp />
      <RequestDialog line={chosen} onClose={() => setChosen(null)} />
    </div>
  );
}
