// /documents (spec documents §2): tabs 'Bolle' and 'Fatture/Note Cred.'; users restricted to their
// destination's data see only a notice in the invoices tab. Staff acting for nobody are told to
// choose a customer first by the router (the route's `customer` flag).
import { useState } from "react";
import { FileText, Truck } from "lucide-react";
import { documentsMessages as m } from "../../../../shared/messages/documents";
import { useSession } from "../../../lib/session";
import { Alert } from "../../../ui/alert";
import { PageTitle } from "../../../ui/page-title";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../ui/tabs";
import { DdtList } from "../components/ddt-list";
import { InvoiceList } from "../components/invoice-list";

export function DocumentsScreen() {
  const { user } = useSession();
  const [tab, setTab] = useState("ddts");
  return (
    <div>
      <PageTitle>{m.title}</PageTitle>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="ddts">
            <Truck className="size-4" aria-hidden /> {m.tabDdts}
          </TabsTrigger>
          <TabsTrigger value="invoices">
            <FileText className="size-4" aria-hidden /> {m.tabInvoices}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="ddts">
          <DdtList />
        </TabsContent>
        <TabsContent value="invoices">{user?.uShowOnlyDestData ? <Alert tone="info">{m.onlyDestData}</Alert> : <InvoiceList />}</TabsContent>
      </Tabs>
    </div>
  );
}
