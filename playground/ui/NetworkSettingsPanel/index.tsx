import {useId, useState, type ReactNode} from 'react';
import {maxLatencyMs, type NetworkSettings, type RouteSetting} from '../../core/networkSettings';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import {answerOf, answers, clampLatency, withAnswer, withLatency} from './routeSetting';
import {networkSummary} from './summary';
import styles from './styles.module.css';

/**
 * Slow down or break the mock server, per route: latency, a forced status
 * (with the body it sends), or a network error. Every change runs the code again.
 */
export default function NetworkSettingsPanel(): ReactNode {
  const {session} = usePlayground();
  const routes = usePlaygroundState((state) => state.run.routes);
  const network = usePlaygroundState((state) => state.network);
  const onChange = (next: NetworkSettings) => session.setNetwork(next);
  const id = useId();
  // Routes set in a link show before the code has run and reported its own.
  const shownRoutes = [...new Set([...routes, ...Object.keys(network.routes)])];
  // Open from the start when the settings came with a link, so the reader sees them.
  const [open, setOpen] = useState(() => networkSummary(network) !== networkSummary({latencyMs: 0, routes: {}}));
  const setRoute = (route: string, change: RouteSetting | null) => {
    const next = {...network.routes};
    if (change === null) delete next[route];
    else next[route] = change;
    onChange({...network, routes: next});
  };

  return (
    <details className={styles.controls} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Network: <span className={styles.summary}>{networkSummary(network)}</span>
      </summary>
      <div className={styles.all}>
        <label htmlFor={`${id}-all`}>Latency on every request (ms)</label>
        <input
          id={`${id}-all`}
          type="number"
          min={0}
          max={maxLatencyMs}
          step={100}
          value={network.latencyMs}
          onChange={(event) => onChange({...network, latencyMs: clampLatency(event.target.value)})}
        />
        {(network.latencyMs > 0 || Object.keys(network.routes).length > 0) && (
          <button
            type="button"
            className="button button--link button--sm"
            onClick={() => onChange({latencyMs: 0, routes: {}})}>
            Reset the network
          </button>
        )}
      </div>
      {shownRoutes.length === 0 ? (
        <p className={styles.empty}>Routes appear once the code has run.</p>
      ) : (
        <div className={styles.tableWrapper}>
          <table aria-label="Network settings" className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Route</th>
                <th scope="col">Latency (ms)</th>
                <th scope="col">Answer</th>
              </tr>
            </thead>
            <tbody>
              {shownRoutes.map((route) => {
                const control = network.routes[route];
                const answer = answerOf(control);
                return (
                  <tr key={route}>
                    <th scope="row">
                      <code>{route}</code>
                    </th>
                    <td>
                      <input
                        type="number"
                        min={0}
                        max={maxLatencyMs}
                        step={100}
                        aria-label={`Latency of ${route} (ms)`}
                        placeholder={String(network.latencyMs)}
                        value={control?.latencyMs ?? ''}
                        onChange={(event) => setRoute(route, withLatency(control, event.target.value))}
                      />
                    </td>
                    <td>
                      <select
                        aria-label={`Answer of ${route}`}
                        value={answer}
                        onChange={(event) => setRoute(route, withAnswer(control, event.target.value))}>
                        {answers.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                      {control?.status !== undefined && control.status !== 204 && (
                        <textarea
                          aria-label={`Body of the ${control.status} answer of ${route}`}
                          className={styles.body}
                          rows={2}
                          value={control.body ?? ''}
                          onChange={(event) => setRoute(route, {...control, body: event.target.value})}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
