import type { ComponentProps } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

type SelectProps = Omit<ComponentProps<'select'>, 'value' | 'defaultValue' | 'onChange' | 'multiple'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** Shown while `value` is '' (nothing chosen yet); never one of the choices in the list. */
  placeholder?: string;
};

/**
 * The app's one drop-down (docs/decisions/0041): a native <select> that looks like the inputs. The
 * platform draws its list (the phone's own picker) and gives it the keyboard and screen-reader
 * behaviour of every select, for no script. Name it with <Label htmlFor={id}> or aria-label; the
 * choices are plain <option> children.
 */
export function Select({ className, value, onValueChange, placeholder, children, ...props }: SelectProps) {
  const showPlaceholder = placeholder !== undefined && value === '';
  return (
    // One grid cell holds both the select and its chevron, so the chevron sits over the select's
    // right padding whatever width the select is given.
    <div className="grid">
      <select
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(
          'peer col-start-1 row-start-1 h-11 w-full min-w-0 appearance-none truncate rounded-md border border-input bg-card pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 sm:text-sm [&_option]:text-foreground',
          showPlaceholder && 'text-muted-foreground',
          className,
        )}
        {...props}
      >
        {showPlaceholder && (
          <option value="" disabled hidden>
            {placeholder}
          </option>
        )}
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none col-start-1 row-start-1 mr-3 size-4 self-center justify-self-end opacity-60 peer-disabled:opacity-30"
      />
    </div>
  );
}
