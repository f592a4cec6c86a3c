// The mail module's public face: other modules queue a mail in the transaction of the change it
// reports (decision 0018); the dispatch and delivery jobs send it later.
export { queueMail, type MailAttachment, type MailExecutor, type OutgoingMail } from "./repo";
export * from "./templates";
