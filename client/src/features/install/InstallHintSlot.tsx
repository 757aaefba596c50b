import { lazy, Suspense } from 'react';
import { useInstallHintKind } from './use-install-hint-kind';

const InstallHint = lazy(() => import('./InstallHint').then((module) => ({ default: module.InstallHint })));

/**
 * Where the menu shows the install hint: its code loads only on a device that is due one (a browser
 * offering its prompt, an iPhone), so the pages of every other visit do not carry it.
 */
export function InstallHintSlot({ className }: { className?: string }) {
  if (!useInstallHintKind(false)) return null;
  return (
    <Suspense fallback={null}>
      <InstallHint className={className} />
    </Suspense>
  );
}
