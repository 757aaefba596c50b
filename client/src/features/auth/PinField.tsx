import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { keepPinDigits } from '@/lib/pin';

/** The 4-digit secret field of both login forms: masked, numeric keypad, digits only, at most 4. */
export function PinField({
  id,
  name,
  label,
  value,
  onChange,
  disabled,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (digits: string) => void;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="password"
        inputMode="numeric"
        autoComplete="current-password"
        maxLength={4}
        placeholder="••••"
        value={value}
        onChange={(e) => onChange(keepPinDigits(e.target.value))}
        disabled={disabled}
      />
    </div>
  );
}

/**
 * After a refused sign-in, focus back on the PIN with its digits selected, ready to be typed again:
 * the submit button, disabled while the answer was awaited, had taken the focus with it.
 */
export function focusPinField(id: string): void {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) return;
  input.focus();
  input.select();
}
