import {Component, type ErrorInfo, type ReactNode} from 'react';

type Props = {
  /** Names the playground in the message. */
  exampleId: string;
  /** Empties the panels and replaces the guest (`PlaygroundSession.recover`); the files stay. */
  onRestart(): void;
  /** The box the message is shown in. */
  className?: string;
  children: ReactNode;
};

/**
 * One playground's parts, kept apart from the page: whatever breaks while they
 * render (the panels read what a guest reported, and a guest runs code from
 * anywhere) breaks this playground alone, which says so and can be restarted,
 * with the reader's files as they were. The rest of the page lives on.
 */
export default class PlaygroundErrorBoundary extends Component<Props, {error: Error | null}> {
  state = {error: null as Error | null};

  static getDerivedStateFromError(error: Error) {
    return {error};
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The playground ${this.props.exampleId} stopped showing its run:`, error, info.componentStack);
  }

  private restart = () => {
    this.props.onRestart();
    this.setState({error: null});
  };

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className={this.props.className}>
        <p>
          <strong>This playground stopped showing its run</strong>: something the last run reported could not be shown.
          Your code is kept; restart the playground to run it again. The rest of the page is unaffected.
        </p>
        <button type="button" className="button button--primary button--sm" onClick={this.restart} autoFocus>
          Restart this playground
        </button>
      </div>
    );
  }
}
