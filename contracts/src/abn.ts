/**
 * Australian Business Number and BSB rules.
 * A valid checksum does not prove the ABN is active; ABN Lookup tells that.
 */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

function abnDigits(abn: string): string {
  return abn.replace(/\s+/g, '');
}

export function isValidAbn(abn: string): boolean {
  const digits = abnDigits(abn);
  if (!/^\d{11}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) {
    const digit = Number(digits[i]) - (i === 0 ? 1 : 0);
    sum += digit * ABN_WEIGHTS[i]!;
  }
  return sum % 89 === 0;
}

/** `53004085616` → `53 004 085 616`. */
export function formatAbn(abn: string): string {
  const d = abnDigits(abn);
  return d.length === 11 ? `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}` : abn;
}

export const BSB_PATTERN = /^\d{3}-\d{3}$/;

export function isValidBsb(bsb: string): boolean {
  return BSB_PATTERN.test(bsb);
}
