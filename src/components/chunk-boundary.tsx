// A part of a page whose code cannot be fetched (the visitor went offline, or a new release
// replaced the file) is left out instead of taking the whole page down: without a boundary React
// unmounts the root on that error, leaving a blank page and losing whatever was typed into it.
import { Component, type ReactNode } from 'react';

export class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Part of the page could not be loaded', error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
