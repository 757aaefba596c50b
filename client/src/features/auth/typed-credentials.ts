import { keepPinDigits } from '@/lib/pin';

/** The names of a login form's two fields. */
export interface CredentialFields {
  username: string;
  pin: string;
}

/**
 * A login form's fields as the member sees them. On a slow phone a member may type, or their browser
 * fill in, the served form before the page's scripts run: the fields show it, but the form's state
 * never heard of it, so a sign-in said the fields were empty and the next render emptied them. The
 * forms take these values when the app starts and again when the member signs in (a browser may keep
 * a filled-in password from the page's scripts until the member taps).
 */
export function typedCredentials(form: HTMLFormElement, fields: CredentialFields): CredentialFields {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { username: text(fields.username), pin: keepPinDigits(text(fields.pin)) };
}
