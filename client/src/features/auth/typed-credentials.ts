import { useEffect, type RefObject } from 'react';
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

/**
 * Once the app has the page, what was typed into `formRef`'s fields before its scripts ran becomes
 * the form's own. The arguments do not change (a module's field names, state setters, a ref), so
 * this runs once; later typing reaches the form through its fields' events.
 */
export function useTypedBeforeStart(
  formRef: RefObject<HTMLFormElement | null>,
  fields: CredentialFields,
  setUsername: (username: string) => void,
  setPin: (pin: string) => void,
): void {
  useEffect(() => {
    if (!formRef.current) return;
    const typed = typedCredentials(formRef.current, fields);
    if (typed.username) setUsername(typed.username);
    if (typed.pin) setPin(typed.pin);
  }, [formRef, fields, setUsername, setPin]);
}
