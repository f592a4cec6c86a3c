// The steps that run after a login and may change where the user lands (features/auth/after-login).
// Each loads its code when it runs: the login screen, in the first view, does not carry them.
import { addAfterLoginStep } from "../features/auth/after-login";

addAfterLoginStep(async (user, target) => (await import("../features/customer-info/first-login-check")).firstLoginProfileCheck(user, target));
