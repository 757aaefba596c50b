/** PIN fields keep digits only, at most 4 (docs/product.md §5), whatever is typed or pasted. */
export function keepPinDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}
