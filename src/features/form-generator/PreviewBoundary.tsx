import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children while they fail, with the reason. */
  fallback(reason: string): ReactNode;
  /** A change of it tries the children again. */
  resetKey: string;
  children: ReactNode;
}

/** Keeps a half-made schema that the screens cannot draw from taking the builder down. */
export class PreviewBoundary extends Component<Props, { reason: string | null }> {
  override state = { reason: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { reason: error instanceof Error ? error.message : String(error) };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.reason !== null) this.setState({ reason: null });
  }

  override render() {
    return this.state.reason === null ? this.props.children : this.props.fallback(this.state.reason);
  }
}
