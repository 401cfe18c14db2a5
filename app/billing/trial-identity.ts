// Who a free trial was for, in a form that survives cosmetic differences: one mailbox
// is one person, however its address is spelt (decision 034).

/** Providers that ignore dots in the local part and whose googlemail.com is gmail.com. */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address delivers to: lower case, no `+tag`, and for Gmail no dots and
 * one domain. `Name+1@x.test` and `name@x.test` give the same answer.
 */
export function normaliseEmail(email: string) {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
