// An invoice's line item amounts as each operation writes them (api-notes.md): numbers in the
// list, strings in the single invoice. The copy answers both from one stored text (the demo, the
// API's stand-in, writes its list with the same function).

/** The invoice list sends line item amounts as JSON numbers, the single invoice as strings. */
export function toListInvoice(json: string): string {
  return json.replace(/([{,])"amount":"(-?\d+(?:\.\d+)?)"/g, (_m, lead: string, value: string) => {
    return `${lead}"amount":${String(Number(value))}`;
  });
}

/** The single invoice sends line item amounts as strings (api-notes.md), the list as numbers. */
export function toRecordInvoice(json: string): string {
  return json.replace(/([{,])"amount":(-?\d+(?:\.\d+)?)(?=[,}])/g, (_m, lead: string, value) => {
    const n = Number(value);
    // Amounts are money: two decimals, as the API writes them ("12.50").
    const cents = n * 100;
    const text = Math.abs(cents - Math.round(cents)) < 1e-6 ? n.toFixed(2) : String(value);
    return `${lead}"amount":"${text}"`;
  });
}
