import {useId, useState, type ReactNode} from 'react';
import {maxLatencyMs, type NetworkControls as Controls, type RouteControl} from '../../core/networkControls';
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

function summary(controls: Controls): string {
  const changed = Object.values(controls.routes).filter(
    (c) => c.latencyMs !== undefined || c.status !== undefined || c.networkError,
  ).length;
  const parts = [
    controls.latencyMs > 0 ? `${controls.latencyMs} ms on every request` : null,
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
  const controls = usePlaygroundState((state) => state.controls);
  const onChange = (next: Controls) => session.setControls(next);
  const id = useId();
  // Routes set in a link show before the code has run and reported its own.
  const shownRoutes = [...new Set([...routes, ...Object.keys(controls.routes)])];
  // Open from the start when the settings came with a link, so the reader sees them.
  const [open, setOpen] = useState(() => summary(controls) !== summary({latencyMs: 0, routes: {}}));
  const setRoute = (route: string, change: RouteControl | null) => {
    const next = {...controls.routes};
    if (change === null) delete next[route];
    else next[route] = change;
    onChange({...controls, routes: next});
  };

  return (
    <details className={styles.controls} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Network: <span className={styles.summary}>{summary(controls)}</span>
      </summary>
      <div className={styles.all}>
        <label htmlFor={`${id}-all`}>Latency on every request (ms)</label>
        <input
          id={`${id}-all`}
          type="number"
          min={0}
          max={maxLatencyMs}
          step={100}
          value={controls.latencyMs}
          onChange={(event) => onChange({...controls, latencyMs: clampLatency(event.target.value)})}
        />
        {(controls.latencyMs > 0 || Object.keys(controls.routes).length > 0) && (
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
                const control = controls.routes[route];
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
                        placeholder={String(controls.latencyMs)}
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
