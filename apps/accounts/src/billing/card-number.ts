/** What can be told from a card number alone: whether it is well formed, and the card's brand. */

/** The number without the spaces and hyphens people type between groups. */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** Luhn checksum of a digits-only number of plausible card length. */
export function isWellFormedCardNumber(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const BRAND_PREFIXES: readonly [RegExp, string][] = [
  [/^4/, 'Visa'],
  [/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, 'Mastercard'],
  [/^35(2[89]|[3-8]\d)/, 'JCB'],
  [/^3[47]/, 'American Express'],
  [/^3(0[0-5]|[68])/, 'Diners Club'],
];

export function cardBrand(digits: string): string {
  return BRAND_PREFIXES.find(([prefix]) => prefix.test(digits))?.[1] ?? 'その他';
}
