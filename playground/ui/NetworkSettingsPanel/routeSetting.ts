import {maxLatencyMs, type RouteSetting} from '../../core/networkSettings';

/** What a route can be made to answer, beyond what its handler answers. */
export const answers: {value: string; label: string; control: Omit<RouteSetting, 'latencyMs'>}[] = [
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

/** The answer a route's control stands for: the value of its option in `answers`. */
export function answerOf(control: RouteSetting | undefined): string {
  if (control?.networkError) return 'network';
  return control?.status === undefined ? '' : String(control.status);
}

/** A latency typed in a field, as a whole number of milliseconds from 0 to `maxLatencyMs` (0 for what is not a number). */
export function clampLatency(value: string): number {
  const number = Math.round(Number(value));
  return Number.isFinite(number) ? Math.min(maxLatencyMs, Math.max(0, number)) : 0;
}

/** A route's control with the latency typed in its field (an empty field: none of its own); null when nothing is left to change. */
export function withLatency(control: RouteSetting | undefined, typed: string): RouteSetting | null {
  const {latencyMs: _previous, ...rest} = control ?? {};
  const next = typed === '' ? rest : {...rest, latencyMs: clampLatency(typed)};
  return Object.keys(next).length ? next : null;
}

/** A route's control answering as the chosen option of `answers` says, keeping its latency; null when nothing is left to change. */
export function withAnswer(control: RouteSetting | undefined, value: string): RouteSetting | null {
  const chosen = answers.find((a) => a.value === value)!;
  const next = {
    ...chosen.control,
    ...(control?.latencyMs === undefined ? {} : {latencyMs: control.latencyMs}),
  };
  return Object.keys(next).length ? next : null;
}
