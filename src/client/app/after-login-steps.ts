// The steps that run after a login and may change where the user lands (features/auth/after-login).
import { addAfterLoginStep } from "../features/auth/after-login";
import { firstLoginProfileCheck } from "../features/customer-info/first-login-check";

addAfterLoginStep(firstLoginProfileCheck);
