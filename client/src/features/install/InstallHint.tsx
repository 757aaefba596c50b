// The menu's install hint (docs/decisions/0038): nothing told a member that Huddle can live on their home
// screen. Where the browser offers its own install prompt (Chrome, Edge, Samsung Internet on Android and
// desktops) the hint's button opens it; on an iPhone or iPad, whose browsers install only through the Share
// sheet, it says where to tap. Shown in the menu until the member installs or closes it, then never again on
// that device. The served page has no hint (it depends on the browser), so it appears once the page is live,
// at the menu's foot, where it moves nothing above it.
import { useRef, useState } from 'react';
import { DownloadIcon, ShareIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAppName } from '@/lib/league';
import { installPromptStore, rememberDismissed } from './install-prompt';
import { useInstallHintKind } from './use-install-hint-kind';

/** The control before `element` in the page's order, to take the focus when the hint goes away. */
function focusBefore(element: HTMLElement): void {
  const controls = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  ];
  const first = controls.findIndex((control) => element.contains(control));
  controls[first - 1]?.focus();
}

/** The hint itself, loaded only where it shows (InstallHintSlot). */
export function InstallHint({ className }: { className?: string }) {
  const [closed, setClosed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const appName = useAppName();
  const kind = useInstallHintKind(closed);
  if (!kind) return null;
  const prompt = installPromptStore.get();

  const close = () => {
    rememberDismissed();
    if (box.current?.contains(document.activeElement)) focusBefore(box.current);
    setClosed(true);
  };
  const install = async () => {
    if (!prompt) return;
    installPromptStore.used();
    await prompt.prompt();
    if ((await prompt.userChoice).outcome === 'accepted') close();
  };

  return (
    <div
      ref={box}
      role="group"
      aria-labelledby="install-hint-title"
      className={cn('relative rounded-lg border bg-card p-3 pr-11 text-sm', className)}
      data-testid="install-hint"
      data-kind={kind}
    >
      <p id="install-hint-title" className="font-semibold">
        {kind === 'prompt' ? `Install ${appName}` : `Add ${appName} to your Home Screen`}
      </p>
      {kind === 'prompt' ? (
        <>
          <p className="mt-1 text-xs text-muted-foreground">
            Open it from your home screen or desktop, full screen like an app.
          </p>
          <Button size="sm" className="mt-2 h-11 sm:h-9" onClick={() => void install()}>
            <DownloadIcon aria-hidden="true" /> Install
          </Button>
        </>
      ) : (
        <p className="mt-1 text-xs text-muted-foreground">
          Tap Share <ShareIcon className="inline size-3.5 align-[-2px]" aria-hidden="true" /> in the
          browser&apos;s bar, then Add to Home Screen.
        </p>
      )}
      <button
        type="button"
        onClick={close}
        aria-label="Close the install hint"
        className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <XIcon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
