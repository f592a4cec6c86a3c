// What staff acting for nobody read on a customer's screen (spec: 'Per questa funzione selezionare
// prima un cliente da "Impersonifica un utente"'), with the way there one click away.
import { Link } from "react-router-dom";
import { UserRoundSearch } from "lucide-react";
import { common } from "../../shared/messages/common";
import { behalfMessages } from "../../shared/messages/behalf";
import { Alert } from "../ui/alert";
import { buttonVariants } from "../ui/button";

export function CustomerRequired() {
  return (
    <div className="space-y-3">
      <Alert tone="info">{common.customerRequired}</Alert>
      <Link to="/behalf" className={buttonVariants({ variant: "outline" })}>
        <UserRoundSearch aria-hidden /> {behalfMessages.title}
      </Link>
    </div>
  );
}
