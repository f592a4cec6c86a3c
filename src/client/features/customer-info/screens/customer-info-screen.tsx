// /customerInfo: customer users (and staff acting for one) get the profile form; ADMIN and
// SALESMAN get the table of all their customers' profiles (spec document 2, §2).
import { useEffect, useRef } from "react";
import { customerInfoMessages as m } from "../../../../shared/messages/customer-info";
import { notify } from "../../../lib/notify";
import { useSession } from "../../../lib/session";
import { useQueryErrorNotice } from "../../../components/filtered-list";
import { Card, CardContent } from "../../../ui/card";
import { PageTitle } from "../../../ui/page-title";
import { useCustomerInfo } from "../api/get-customer-info";
import { useCustomersInfo } from "../api/get-customers-info";
import { CustomerInfoForm } from "../components/customer-info-form";
import { CustomerInfoTable } from "../components/customer-info-table";
import { shouldReportError } from "../../../offline/query-view";
import { QueryStates } from "../../../components/query-states";
import { takeProfileNotice } from "../profile-notice";

function ProfileForm({ behalf }: { behalf: boolean }) {
  const info = useCustomerInfo();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    if (info.isSuccess && info.data.status !== "MISSING") {
      told.current = true;
      notify.success(m.loadSuccess);
    } else if (shouldReportError(info)) {
      told.current = true;
      notify.error(m.loadError);
    }
  }, [info.isSuccess, info.isError, info.data]); // eslint-disable-line react-hooks/exhaustive-deps -- once per answer

  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle>
        <span id="customer-info-title">{m.title}</span>
      </PageTitle>
      <p className="-mt-2 mb-4 text-sm text-slate-600">{m.intro}</p>
      <Card>
        <CardContent className="p-4 sm:p-6">
          <QueryStates query={info} errorMessage={m.loadError}>
            {(data) => <CustomerInfoForm key={data.updatedAt ?? "new"} info={data} behalf={behalf} />}
          </QueryStates>
        </CardContent>
      </Card>
    </div>
  );
}

function ProfilesTable({ salesman }: { salesman: boolean }) {
  const list = useCustomersInfo();
  useQueryErrorNotice(list, m.listError);
  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle>{m.tableTitle}</PageTitle>
      <QueryStates query={list} errorMessage={m.listError}>
        {(rows) => <CustomerInfoTable rows={rows} salesman={salesman} />}
      </QueryStates>
    </div>
  );
}

export function CustomerInfoScreen() {
  const user = useSession().user;
  const userId = user?.uId ?? null;
  // The first-login check's notice, shown now that the screen is drawn.
  useEffect(() => {
    const text = userId === null ? null : takeProfileNotice(userId);
    if (text) notify.info(text);
  }, [userId]);
  if (!user) return null;
  if (user.uRole === "ADMIN" || user.uRole === "SALESMAN") return <ProfilesTable salesman={user.uRole === "SALESMAN"} />;
  return <ProfileForm behalf={user.isBehelf} />;
}
