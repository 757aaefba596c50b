import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';

/** docs/product.md §8: success toasts are titled 'Success'. */
export function notifySuccess(description: string): void {
  toast({ title: 'Success', description });
}

/** A done action that is not the spec's 'Success' (e.g. 'Copied'), titled with what was done. */
export function notifyDone(title: string, description: string): void {
  toast({ title, description });
}

/**
 * docs/product.md §8: error toasts are titled 'Error' and destructive. With `preferServer` the server's own
 * message (e.g. "You cannot change your own role.") replaces the generic text when it sends one.
 */
export function notifyError(description: string, error?: unknown, preferServer = false): void {
  toast({
    title: 'Error',
    description: preferServer ? errorMessage(error, description) : description,
    variant: 'destructive',
  });
}
