/** The portal router's error boundary per route (ADR 0146): a route's `errorElement` for what failed below it. */
import { Component, createContext, type ReactNode, useContext } from 'react';
import { type Location, useLocation } from 'react-router-dom';

/** A route's error, for its `errorElement` (`useRouteFailure`). */
const RouteFailureContext = createContext<unknown>(undefined);

export function useRouteFailure(): unknown {
  return useContext(RouteFailureContext);
}

interface BoundaryProps {
  fallback: ReactNode;
  location: Location;
  children: ReactNode;
}
interface BoundaryState {
  location: Location;
  failed: boolean;
  error: unknown;
}

/** A route's error boundary: its `errorElement` replaces what failed below it, until the location changes. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.location === state.location) return null;
    return { location: props.location, failed: false, error: undefined };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RouteFailureContext.Provider value={this.state.error}>
        {this.props.fallback}
      </RouteFailureContext.Provider>
    );
  }
}

export function RouteBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <RouteErrorBoundary fallback={fallback} location={useLocation()}>
      {children}
    </RouteErrorBoundary>
  );
}

/** A route whose code did not load: its boundary shows the error page. */
export function FailedRoute({ error }: { error: unknown }): never {
  throw error;
}
