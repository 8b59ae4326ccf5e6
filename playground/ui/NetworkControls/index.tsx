import {useId, useState, type ReactNode} from 'react';
import {maxLatencyMs, type NetworkSettings, type RouteControl} from '../../core/networkSettings';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import styles from './styles.module.css';

/** What a route can be made to answer, beyond what its handler answers. */
const answers: {value: string; label: string; control: Omit<RouteControl, 'latencyMs'>}[] = [
  {value: '', label: 'as the handler answers', control: {}},
  {value: '204', label: '204 No Content', control: {status: 204}},
  {value: '404', label: '404 Not Found', control: {status: 404, body: '{"message":"Not found"}'}},
  {
    value: '422',
    label: '422 with a validation body',
    control: {status: 422, body: '{"message":"Validation failed","errors":{"title":"is required"}}'},
  },
  {value: '500', label: '500 Server Error', control: {status: 500, body: '{"message":"Internal server error"}'}},
  {value: 'network', label: 'network error', control: {networkError: true}},
];

function answerOf(control: RouteControl | undefined): string {
  if (control?.networkError) return 'network';
  return control?.status === undefined ? '' : String(control.status);
}

function clampLatency(value: string): number {
  const number = Math.round(Number(value));
  return Number.isFinite(number) ? Math.min(maxLatencyMs, Math.max(0, number)) : 0;
}

function summary(network: NetworkSettings): string {
  const changed = Object.values(network.routes).filter(
    (c) => c.latencyMs !== undefined || c.status !== undefined || c.networkError,
  ).length;
  const parts = [
    network.latencyMs > 0 ? `${network.latencyMs} ms on every request` : null,
    changed > 0 ? `${changed} route${changed === 1 ? '' : 's'} changed` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'answers as written';
}

/**
 * Slow down or break the mock server, per route: latency, a forced status
 * (with the body it sends), or a network error. Every change runs the code again.
 */
export default function NetworkControls(): ReactNode {
  const {session} = usePlayground();
  const routes = usePlaygroundState((state) => state.run.routes);
  const network = usePlaygroundState((state) => state.network);
  const onChange = (next: NetworkSettings) => session.setNetwork(next);
  const id = useId();
  // Routes set in a link show before the code has run and reported its own.
  const shownRoutes = [...new Set([...routes, ...Object.keys(network.routes)])];
  // Open from the start when the settings came with a link, so the reader sees them.
  const [open, setOpen] = useState(() => summary(network) !== summary({latencyMs: 0, routes: {}}));
  const setRoute = (route: string, change: RouteControl | null) => {
    const next = {...network.routes};
    if (change === null) delete next[route];
    else next[route] = change;
    onChange({...network, routes: next});
  };

  return (
    <details className={styles.controls} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Network: <span className={styles.summary}>{summary(network)}</span>
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
          <table aria-label="Network controls" className={styles.table}>
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
                        onChange={(event) => {
                          const {latencyMs: _previous, ...rest} = control ?? {};
                          const latencyMs = event.target.value === '' ? undefined : clampLatency(event.target.value);
                          const next = latencyMs === undefined ? rest : {...rest, latencyMs};
                          setRoute(route, Object.keys(next).length ? next : null);
                        }}
                      />
                    </td>
                    <td>
                      <select
                        aria-label={`Answer of ${route}`}
                        value={answer}
                        onChange={(event) => {
                          const chosen = answers.find((a) => a.value === event.target.value)!;
                          const next = {
                            ...chosen.control,
                            ...(control?.latencyMs === undefined ? {} : {latencyMs: control.latencyMs}),
                          };
                          setRoute(route, Object.keys(next).length ? next : null);
                        }}>
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
