import { Component, type ReactNode } from 'react';
import { RouteErrorContext } from './context';

interface Props {
  /** The shown address's key: a navigation clears an error caught on the page before. */
  locationKey: string;
  /** A navigation's own failure (a loader's, or no route for the address). */
  error: unknown;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  locationKey: string;
  error: unknown;
}

/** Shows the router's error page for a page that throws while rendering or a navigation that failed. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { locationKey: this.props.locationKey, error: this.props.error };

  static getDerivedStateFromProps(props: Props, state: State): State {
    if (props.locationKey !== state.locationKey)
      return { locationKey: props.locationKey, error: props.error };
    return { locationKey: state.locationKey, error: state.error ?? props.error };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('A page failed to render.') };
  }

  override render() {
    if (this.state.error === null || this.state.error === undefined) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>
    );
  }
}
