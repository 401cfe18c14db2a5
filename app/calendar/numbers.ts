// The one way the app writes a number (decision 083): grouped in the app's locale, the
// same as its dates (DATE_LOCALE), so "1,234 XP", "2,000 characters" and "1.25 kg" read
// alike on every page, mail and island. Money is billing's (formatPriceUsd), not this.
// Imports only the date formatter: islands and the service worker may take it.
import { DATE_LOCALE } from "./format";

// Building an Intl.NumberFormat costs about as much as a date's: one per precision, reused.
const formats = new Map<number, Intl.NumberFormat>();

/**
 * "1,234": `n` grouped in the app's locale, with at most `maxDecimals` decimals (3, as the
 * locale writes a number unless told; 0 rounds to a whole number, half away from zero).
 */
export function formatNumber(n: number, maxDecimals = 3): string {
  let format = formats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat(DATE_LOCALE, { maximumFractionDigits: maxDecimals });
    formats.set(maxDecimals, format);
  }
  return format.format(n);
}
