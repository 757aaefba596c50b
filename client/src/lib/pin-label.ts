// How a member's PIN reads on the commissioner pages. An admin who is not the owner is sent no PIN for
// the owner or another admin (docs/decisions/0007): such a PIN is set but hidden, not missing.
export interface PinView {
  password: string | null;
  hasPin: boolean;
}

export const HIDDEN_PIN_LABEL = 'Hidden';
export const MANAGED_BY_OWNER = 'Only the league owner manages this account.';

export function pinLabel(view: PinView, shown: boolean): string {
  if (!view.hasPin) return 'Not set';
  if (view.password === null) return HIDDEN_PIN_LABEL;
  return shown ? view.password : '****';
}
