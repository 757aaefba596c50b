// PINs too easy to guess (docs/decisions/0006): never issued, and refused wherever a PIN is chosen.
// Shared so that the commissioner's PIN form says so before the server has to.
/** A PIN as typed: four digits. */
export const PIN_PATTERN = /^\d{4}$/;

/** PINs people pick first. */
export const COMMON_PINS: ReadonlySet<string> = new Set([
  '1234',
  '1111',
  '0000',
  '1212',
  '7777',
  '1004',
  '2000',
  '4444',
  '2222',
  '6969',
  '9999',
  '3333',
  '5555',
  '6666',
  '1122',
  '1313',
  '8888',
  '4321',
  '2001',
  '1010',
  '2580',
  '0852',
  '1357',
  '2468',
  '1230',
  '0123',
  '9876',
  '5683',
  '0007',
  '1986',
  '1990',
  '1991',
  '1992',
  '1993',
  '1994',
  '1995',
  '1996',
  '1997',
  '1998',
  '1999',
  '1000',
  '2020',
  '2021',
  '2022',
  '2023',
  '2024',
  '2025',
  '2026',
  '1221',
  '0987',
  '6789',
]);

/** Whether a PIN may be given to an account: not one of the common PINs, not one digit four times. */
export function isIssuablePin(pin: string): boolean {
  return PIN_PATTERN.test(pin) && !COMMON_PINS.has(pin) && !/^(\d)\1{3}$/.test(pin);
}

/** Why a chosen PIN is refused, in the words of the forms and the API alike. */
export const COMMON_PIN_REASON =
  'that PIN is one of the most common PINs, the first an attacker would try; choose another';
