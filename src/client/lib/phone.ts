/** A tel: link for a phone number as written for people ("0973 584 210", "+39 0973…"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
