import { forwardRef, useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useNavigate, useOutlet } from './hooks';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/**
 * A link that navigates within the app. A click with a modifier key, another button or a target
 * is left to the browser (a new tab or window), as is anything the caller's onClick prevented.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, onClick, ...rest },
  ref,
) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plain || (rest.target && rest.target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a {...rest} ref={ref} href={to} onClick={handleClick} />;
});

/** Navigates once it is rendered (a redirect), by default replacing the address that led here. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/** Where a route renders the route inside it. */
export function Outlet() {
  return <>{useOutlet()}</>;
}
