import { useNavigation } from 'react-router';

/**
 * A bar across the top while a tap waits for the next page (its code; its data shows its own
 * loading states). It fades in after a moment, so a quick navigation does not flash it.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="navigation-progress fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-1/3 bg-primary" />
    </div>
  );
}
