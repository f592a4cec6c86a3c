// Every background job Banco runs (docs/decisions/0017-job-queue.md). A new feature defines its
// job with defineJob next to its code and adds it here; the queue declares it at start.
import type { AnyJob } from "./queue";
import { erpJob } from "../integrations/erp/job";
import { promoMediaCleanupJob } from "../modules/promos/job";
import { mailDeliverJob, mailDispatchJob } from "../modules/mail/jobs";
import { authCleanupJob } from "../modules/auth/job";
import { visitCountersCleanupJob } from "../modules/visits/job";
import { cartUploadJob } from "../modules/cart-upload/job";
import { obsoleteSalesMailJob } from "../modules/obsolete/job";
import { reportBuildJob, reportFilesCleanupJob } from "../modules/back-office/report-job";
import { arrivalNoticesJob } from "../modules/missing/job";
import { priceListUndoCleanupJob } from "../modules/back-office/price-list-undo";

export const backgroundJobs: AnyJob[] = [erpJob, promoMediaCleanupJob, mailDispatchJob, mailDeliverJob, authCleanupJob, visitCountersCleanupJob, cartUploadJob, obsoleteSalesMailJob, reportBuildJob, reportFilesCleanupJob, arrivalNoticesJob, priceListUndoCleanupJob];
