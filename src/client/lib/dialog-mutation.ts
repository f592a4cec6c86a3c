// A dialog's send: on success it says so and closes; a refusal stays in the dialog as its error
// (the user corrects and sends again, nothing typed is lost).
import { errorMessage } from "./api-client";
import { notify } from "./notify";

export function closeOnSuccess(opts: { success: string; onClose: () => void; showError: (text: string) => void; fallbackError: string }) {
  return {
    onSuccess: () => {
      notify.success(opts.success);
      opts.onClose();
    },
    onError: (err: unknown) => opts.showError(errorMessage(err, opts.fallbackError)),
  };
}
