import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind utilities override earlier ones (shadcn convention). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's tables, which its first merge does: about 150 ms of a phone's CPU (4x
 * slowdown, issue 16). Called while the first page's code is still downloading, so the first render
 * does not pay for it.
 */
export function prepareClassMerge(): void {
  twMerge('p-0 p-1');
}
