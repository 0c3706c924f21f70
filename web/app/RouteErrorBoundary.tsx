import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { RouteError } from './RouteError';

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  /** Another page is another chance: the error belongs to the page that raised it. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('Errore di navigazione', error);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}

/** What a page that failed to load or render shows instead of a blank screen. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return <Boundary resetKey={path}>{children}</Boundary>;
}
