import type { RefObject } from 'react';
import type { AuthUser } from '@common/auth';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { BrandMark } from '@/features/auth/BrandMark';
import { LogoutEverywhereLink } from '@/features/auth/LogoutEverywhereLink';
import { InstallHintSlot } from '@/features/install/InstallHintSlot';
import { NavList } from './NavList';

interface MobileMenuProps {
  user: AuthUser;
  appName: string;
  leagueName: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's menu button, which gets the focus back when the menu closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The phone's slide-out menu: the same entries as the sidebar, closing when one is chosen. */
export default function MobileMenu({
  user,
  appName,
  leagueName,
  open,
  onOpenChange,
  trigger,
}: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2">
            <BrandMark className="size-8 text-base" />
            {appName}
          </SheetTitle>
          <SheetDescription>{leagueName ?? `Signed in as ${user.displayName}`}</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 pb-4">
          <NavList isAdmin={user.isAdmin} onNavigate={close} />
        </nav>
        <InstallHintSlot className="mx-3 mb-3" />
        <div className="border-t px-5 py-2">
          {/* A tap target like the menu items above (44 px). */}
          <LogoutEverywhereLink className="min-h-11 text-sm" />
        </div>
      </SheetContent>
    </Sheet>
  );
}
