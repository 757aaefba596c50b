import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge';

/** Joins class names and lets later Tailwind utilities override earlier ones (shadcn convention). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
