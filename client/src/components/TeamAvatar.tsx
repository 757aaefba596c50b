import type { SyntheticEvent } from 'react';
import { avatarColor, avatarUrl, initials } from '@/lib/avatar';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';

interface TeamAvatarProps {
  /** A provider avatar id or a full image URL; null shows the initials. */
  avatar: string | null | undefined;
  /** The team (or member) name: alt text and initials. */
  name: string;
  /** Picks the fallback colour: the roster id when known, so a team keeps its colour everywhere. */
  colorKey?: number | string;
  className?: string;
}

/** An image that did not load leaves the initials beneath it in view. */
function hideBrokenImage(event: SyntheticEvent<HTMLImageElement>): void {
  event.currentTarget.hidden = true;
}

/**
 * A team's avatar with the fallback of docs/product.md §9: up to two initials on one of 12 cycling colours,
 * the image (when there is one) drawn over them once it loads. Plain elements without state: a page shows up
 * to 50 avatars, and a component that re-rendered each one as its image loaded (Radix Avatar, 8 components
 * apiece) was half of the dashboard's render. The initials carry the name for assistive technology; the image
 * is decorative, so the name is read once.
 *
 * The image is added once the page is live, never in the server's markup: an image that failed before
 * the page's code arrived never told React, and its broken-image glyph covered the initials.
 */
export function TeamAvatar({ avatar, name, colorKey, className }: TeamAvatarProps) {
  const hydrated = useHydrated();
  const src = hydrated ? avatarUrl(avatar) : null;
  return (
    <span className={cn('relative flex size-10 shrink-0 overflow-hidden rounded-full', className)}>
      <span
        role="img"
        aria-label={name}
        className={cn(
          'flex size-full items-center justify-center rounded-full text-xs font-semibold',
          avatarColor(colorKey ?? name),
        )}
      >
        {initials(name)}
      </span>
      {src && (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={hideBrokenImage}
          className="absolute inset-0 aspect-square size-full object-cover"
        />
      )}
    </span>
  );
}
