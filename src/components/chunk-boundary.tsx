// A part of a page whose code cannot be fetched or run (the visitor went offline, or a new release
// replaced the file) is left out instead of taking the whole page down: without a boundary React
// unmounts the root on that error, leaving a blank page and losing whatever was typed into it.
// The lazy parts of the public pages wait for their code instead of failing (deferred sections,
// the toaster); this catches what is left. When the connection comes back the part is rendered
// again: one whose code is imported afresh (not a React.lazy that already failed, which keeps its
// failure) then comes back.
import { Component, type ReactNode } from 'react';

export class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private retry = () => this.setState({ failed: false });

  componentDidCatch(error: unknown) {
    console.error('Part of the page could not be loaded', error);
    window.addEventListener('online', this.retry, { once: true });
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
