import { useState } from 'react';
import { MenuIcon } from 'lucide-react';
import type { AuthUser } from '@common/auth';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { BrandMark } from '@/features/auth/BrandMark';
import { LogoutEverywhereLink } from '@/features/auth/LogoutEverywhereLink';
import { NavList } from './NavList';

interface MobileMenuProps {
  user: AuthUser;
  appName: string;
  leagueName: string | null;
}

/** The phone's slide-out menu: the same entries as the sidebar, closing when one is chosen. */
export default function MobileMenu({ user, appName, leagueName }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <MenuIcon className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left">
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2">
            <BrandMark className="size-8 text-base" />
            {appName}
          </SheetTitle>
          <SheetDescription>{leagueName ?? `Signed in as ${user.displayName}`}</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 pb-4">
          <NavList isAdmin={user.isAdmin} onNavigate={() => setOpen(false)} />
        </nav>
        <div className="border-t px-5 py-2">
          {/* A tap target like the menu items above (44 px). */}
          <LogoutEverywhereLink className="min-h-11 text-sm" onNavigate={() => setOpen(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
