import { Avatar, AvatarFallback, AvatarImage } from './ui/avatar';
import { avatarColor, avatarUrl, initials } from '@/lib/avatar';
import { cn } from '@/lib/cn';

interface TeamAvatarProps {
  /** A provider avatar id or a full image URL; null shows the initials. */
  avatar: string | null | undefined;
  /** The team (or member) name: alt text and initials. */
  name: string;
  /** Picks the fallback colour: the roster id when known, so a team keeps its colour everywhere. */
  colorKey?: number | string;
  className?: string;
}

/** A team's avatar with the spec's fallback: up to two initials on one of 12 cycling colours. */
export function TeamAvatar({ avatar, name, colorKey, className }: TeamAvatarProps) {
  const src = avatarUrl(avatar);
  return (
    <Avatar className={cn('size-10', className)}>
      {src && <AvatarImage src={src} alt={name} loading="lazy" />}
      <AvatarFallback className={cn('text-xs', avatarColor(colorKey ?? name))} aria-label={name} role="img">
        {initials(name)}
      </AvatarFallback>
    </Avatar>
  );
}
