/**
 * The `sms:` link that opens the phone's messages app with a drafted text (docs/product.md D13): the number's
 * digits (with its leading '+') and the message as the body. '?&body=' works on both iOS and Android.
 */
export function smsLink(phoneNumber: string | null, message: string): string {
  const recipient = phoneNumber ? phoneNumber.replace(/[^\d+]/g, '') : '';
  return `sms:${recipient}?&body=${encodeURIComponent(message)}`;
}

/**
 * Whether this device has a messages app for an `sms:` link: phones and tablets. A laptop opens
 * nothing (or a dialog about apps), so a draft there is copied instead of "opened".
 */
export function opensMessagesApp(userAgent: string, maxTouchPoints: number): boolean {
  // iPadOS reports itself as a Mac; its touch screen tells it apart.
  return /Android|iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
