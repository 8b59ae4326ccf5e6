import {guardName, insertGuards} from '../core/guards';

type Guard = <T>(value?: T) => T | undefined;

/**
 * Code the reader's code makes while it runs (`eval`, `Function` and its
 * async and generator kin, `setTimeout` with a string) gets the same guards
 * as the reader's files: `eval('while (true) {}')` is stopped like the loop
 * itself would be. What no guard can stop (a regular expression that
 * backtracks without end, a loop inside a library) is the page's watchdog's
 * to end (see session/guestLink.ts). `currentGuard` is the guard of the run under way.
 *
 * `eval` becomes an indirect eval: eval'd code sees globals, not the caller's
 * local variables.
 */
export function guardCodeMadeAtRunTime(currentGuard: () => Guard) {
  const global = globalThis as unknown as Record<string, unknown>;
  const nativeEval = globalThis.eval;
  global[guardName] = (value?: unknown) => currentGuard()(value);

  const guarded = (code: string): unknown => {
    let instrumented: string;
    try {
      instrumented = insertGuards(code);
    } catch (error) {
      throw new SyntaxError((error as Error).message, {cause: error});
    }
    return nativeEval(instrumented);
  };

  global.eval = function evaluate(code: unknown) {
    return typeof code === 'string' ? guarded(code) : code;
  };

  const kinds: [FunctionConstructor, string][] = [
    [Function, 'function'],
    [Object.getPrototypeOf(async function () {}).constructor, 'async function'],
    [Object.getPrototypeOf(function* () {}).constructor, 'function*'],
    [Object.getPrototypeOf(async function* () {}).constructor, 'async function*'],
  ];
  for (const [Native, keyword] of kinds) {
    const Guarded = function (...args: unknown[]) {
      // The native constructor first, for its checks alone (it runs nothing): a body that would
      // close the function written around it below (`'}); code; ({'`) is its SyntaxError, as natively.
      Reflect.apply(Native, undefined, args);
      const body = args.length > 0 ? String(args[args.length - 1]) : '';
      const parameters = args.slice(0, -1).map(String).join(',');
      return guarded(`(${keyword} anonymous(${parameters}\n) {\n${body}\n})`);
    };
    Object.defineProperty(Guarded, 'name', {value: Native.name});
    Guarded.prototype = Native.prototype;
    Object.defineProperty(Native.prototype, 'constructor', {value: Guarded, writable: true, configurable: true});
    if (Native === Function) global.Function = Guarded;
  }

  for (const name of ['setTimeout', 'setInterval'] as const) {
    const native = window[name] as (handler: unknown, ms?: number, ...args: unknown[]) => number;
    global[name] = (handler: unknown, ms?: number, ...args: unknown[]) =>
      native(typeof handler === 'string' ? () => guarded(handler) : handler, ms, ...args);
  }
}
