/**
 * The `sms:` link that opens the phone's messages app with a drafted text (docs/product.md D13): the number's
 * digits (with its leading '+') and the message as the body. '?&body=' works on both iOS and Android.
 */
export function smsLink(phoneNumber: string | null, message: string): string {
  const recipient = phoneNumber ? phoneNumber.replace(/[^\d+]/g, '') : '';
  return `sms:${recipient}?&body=${encodeURIComponent(message)}`;
}
