// Contacts (spec document 2 §2): sections with phone, e-mail and WhatsApp lines and people cards,
// from the server's configuration (CONTACTS_FILE, else the built-in list).
import { z } from "zod";

export const contactPersonSchema = z.object({ name: z.string().min(1).max(80), role: z.string().max(200), phone: z.string().max(40).optional(), email: z.string().email().optional() });
export const contactSectionSchema = z.object({
  title: z.string().min(1).max(80),
  phones: z.array(z.string().max(40)).default([]),
  emails: z.array(z.string().email()).default([]),
  whatsapp: z.array(z.string().max(40)).default([]),
  hours: z.string().max(200).optional(),
  people: z.array(contactPersonSchema).default([]),
});
export const contactsSchema = z.array(contactSectionSchema).min(1).max(20);
export type ContactSection = z.infer<typeof contactSectionSchema>;

/** "0973 584 210" → "tel:+390973584210"; "+39 333 1234567" → wa.me/393331234567. */
export const telHref = (n: string) => `tel:${n.trim().startsWith("+") ? "+" : "+39"}${n.replace(/\D/g, "")}`;
export const waHref = (n: string) => `https://wa.me/${n.trim().startsWith("+") ? "" : "39"}${n.replace(/\D/g, "")}`;
