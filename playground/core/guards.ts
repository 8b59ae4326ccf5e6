import {runLimitMs, stopMessage, timerLoopMs, type StopReason} from './stops';
import {parse, type Node as AcornNode} from 'acorn';
import {simple} from 'acorn-walk';

/** The name of the guard function each compiled module receives as a parameter. */
export const guardName = '__playgroundGuard';

type Body = AcornNode & {body: AcornNode | AcornNode[]};

/** What `insertGuards` puts before the code it guards: at the top of a braced body, around another body, around an `await`. */
const guardCall = `${guardName}();`;
const wrappedFunctionBody = `{${guardCall}return (`;
const wrappedBody = `{${guardCall}`;
const guardedAwait = `${guardName}(`;

/**
 * The text each guard opens with, longest first where one starts another; what closes them is
 * `)`, `}` or `)}`. Read by `readerColumn` (run.ts) to tell the reader's characters from the guards'.
 */
export const guardOpenings = [wrappedFunctionBody, wrappedBody, guardCall, guardedAwait] as const;

/**
 * Puts a call to the guard at the top of every loop body and function body
 * of compiled code, and around every `await`, on the same line, so line
 * numbers do not move. A guard
 * that throws stops a `while (true) {}`, runaway recursion through promises,
 * and anything else that never yields, where a worker-less page could not.
 */
export function insertGuards(code: string): string {
  const ast = parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowAwaitOutsideFunction: true,
    allowReturnOutsideFunction: true,
    preserveParens: true,
  });
  const insertions: {at: number; text: string; closes?: boolean}[] = [];
  const guardBody = (node: AcornNode) => {
    const body = (node as Body).body as AcornNode;
    if (body.type === 'BlockStatement') {
      insertions.push({at: body.start + 1, text: guardCall});
    } else if (node.type.endsWith('Function') || node.type === 'ArrowFunctionExpression') {
      insertions.push({at: body.start, text: wrappedFunctionBody}, {at: body.end, text: ')}', closes: true});
    } else {
      insertions.push({at: body.start, text: wrappedBody}, {at: body.end, text: '}', closes: true});
    }
  };
  // `await x` becomes `guard(await x)`: code of a run that was stopped (a new
  // run started) ends where it resumes, instead of sending requests that the
  // next run's log would show.
  const guardAwait = (node: AcornNode) => {
    insertions.push({at: node.start, text: guardedAwait}, {at: node.end, text: ')', closes: true});
  };
  simple(ast, {
    AwaitExpression: guardAwait,
    WhileStatement: guardBody,
    DoWhileStatement: guardBody,
    ForStatement: guardBody,
    ForInStatement: guardBody,
    ForOfStatement: guardBody,
    FunctionDeclaration: guardBody,
    FunctionExpression: guardBody,
    ArrowFunctionExpression: guardBody,
  });
  // Applied from the end of the code back; at one position the text applied
  // last ends up leftmost. The walk reports inner nodes before outer ones, so
  // openings go in that order (the outer opening leftmost) and closings in
  // the reverse (the inner closing leftmost).
  const order = insertions.map((insertion, index) => ({...insertion, index}));
  order.sort(
    (a, b) =>
      b.at - a.at || Number(!!a.closes) - Number(!!b.closes) || (a.closes ? b.index - a.index : a.index - b.index),
  );
  let guarded = code;
  for (const {at, text} of order) guarded = guarded.slice(0, at) + text + guarded.slice(at);
  return guarded;
}

/** Why a run was stopped, as the reader reads it. */
export class RunawayError extends Error {
  constructor(readonly reason: StopReason) {
    super(stopMessage(reason));
    this.name = 'RunawayError';
  }
}

/** Thrown into code of a run that has ended (its timers, its handlers), so it cannot act on the next run. */
export class RunEndedError extends Error {
  constructor() {
    super('This run has ended.');
    this.name = 'RunEndedError';
  }
}

/** Guard calls a stall must include to count as the reader's code holding the thread. */
const minimumCallsPerStall = 10_000;

/**
 * Counts the time the reader's code holds the thread without letting the
 * event loop turn. An interval that only fires when the thread is free
 * resets the clock; when it cannot fire for `limitMs`, the guard throws,
 * and tells `onStop` first: a throw out of a chain of a million promises
 * takes the engine a while to unwind, and the run's host should not have to
 * wait for it to learn why the run ended.
 */
export function createGuard(
  limitMs: number = runLimitMs,
  now: () => number = () => performance.now(),
  onStop: (error: RunawayError) => void = () => {},
) {
  let sliceStart = now();
  let stoppedWith: Error | null = null;
  let calls = 0;
  const tick = setInterval(
    () => {
      sliceStart = now();
      calls = 0;
    },
    Math.min(50, limitMs / 4),
  );
  (tick as {unref?: () => void}).unref?.();
  /** Throws once the run is over or has held the thread too long; otherwise passes `value` through. */
  const guard = <T>(value?: T): T | undefined => {
    if (stoppedWith) throw stoppedWith;
    // Time alone is not enough: a page busy with other work (or a starved CPU)
    // also keeps the interval from firing. Code that holds the thread calls
    // the guard far more often than this before its second is up.
    if (++calls % 1024 !== 0 || calls < minimumCallsPerStall || now() - sliceStart <= limitMs) return value;
    const error = new RunawayError('held-thread');
    stoppedWith = error;
    onStop(error);
    throw error;
  };
  return {
    guard,
    /** The run is over: every later guard call throws `reason`, or that the run has ended. */
    stop(reason?: RunawayError) {
      stoppedWith ??= reason ?? new RunEndedError();
      clearInterval(tick);
    },
  };
}

type Handle = ReturnType<typeof setTimeout>;
type Callback = (...args: unknown[]) => void;

/** A timer's handler as browsers take it: a function, or code in a string (run through the global `eval`, which the guest frame guards). */
function toCallback(handler: Callback | string): Callback {
  return typeof handler === 'function' ? handler : () => (0, globalThis.eval)(String(handler));
}

/**
 * A timer asking to wait less than this (a frame, at 60 a second) fires "at
 * once": a chain of them is a loop, where an animation's or a poll's timers wait.
 */
const shortTimerMs = 16;
/** Whether a timer asking for `ms` is short: one given no number, as browsers take it, asks for 0. */
const isShort = (ms?: number) => !(Number(ms) >= shortTimerMs);
/** A chain needs this many callbacks as well: one short timer a busy thread held back is no loop. */
const minimumLoopCallbacks = 20;
/**
 * How soon after a short timer's callback its code may set the next for the
 * chain to go on: at once, in a promise the callback resolved, such as
 * `await new Promise((resolve) => setTimeout(resolve, 0))` in a loop.
 */
const chainGapMs = 50;

/**
 * The timer functions the reader's code gets. They belong to one run: when
 * it stops, every timer it set is cleared. A loop of timers keeps the page
 * responsive but never ends. It is told by what it does, not by how fast
 * the machine runs it: short timers, each set while one is pending or as one
 * ends, that keep firing for `timerLoopMs` stop the run, and `onRunaway` is
 * told why. (A limit on callbacks a second let a loop on a busy machine,
 * where each timer also waits for the processor, run on unstopped.)
 */
export function createRunTimers(onRunaway: (error: RunawayError) => void, now: () => number = () => performance.now()) {
  const live = new Set<Handle>();
  /** The short timers set and not yet fired or cleared (short intervals until cleared). */
  const pendingShort = new Set<Handle>();
  /** The chain of short timers under way: since when, and how many of its callbacks have fired. */
  let chain = {since: -Infinity, fired: 0};
  let inShortCallback = false;
  let lastShortEnd = -Infinity;
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const handle of live) clearTimeout(handle);
    live.clear();
    pendingShort.clear();
  };
  /** A short timer is set: the chain goes on, or a new one starts. */
  const setShort = (handle: Handle) => {
    const goesOn = inShortCallback || pendingShort.size > 0 || now() - lastShortEnd <= chainGapMs;
    if (!goesOn) chain = {since: now(), fired: 0};
    pendingShort.add(handle);
  };
  /** Whether a short timer's callback may run, or the chain it belongs to has gone on too long. */
  const allowedShort = () => {
    if (stopped) return false;
    chain.fired += 1;
    if (chain.fired < minimumLoopCallbacks || now() - chain.since < timerLoopMs) return true;
    stop();
    onRunaway(new RunawayError('timer-loop'));
    return false;
  };
  const callShort = (callback: Callback, args: unknown[]) => {
    inShortCallback = true;
    try {
      call(callback, args);
    } finally {
      inShortCallback = false;
      lastShortEnd = now();
    }
  };
  /** A callback the guard stopped ends the run here, as a timer loop does, instead of as an uncaught error. */
  const call = (callback: Callback, args: unknown[]) => {
    try {
      callback(...args);
    } catch (error) {
      if (error instanceof RunEndedError) return;
      if (!(error instanceof RunawayError)) throw error;
      stop();
      onRunaway(error);
    }
  };
  /** A timer fires: a short one counts toward its chain (which may stop the run), any other runs unless the run has stopped. */
  const fire = (short: boolean, callback: Callback, args: unknown[]) => {
    if (!short) {
      if (!stopped) call(callback, args);
    } else if (allowedShort()) callShort(callback, args);
  };
  const clear = (handle: Handle | undefined) => {
    if (handle === undefined) return;
    live.delete(handle);
    pendingShort.delete(handle);
    clearTimeout(handle);
  };
  return {
    setTimeout(handler: Callback | string, ms?: number, ...args: unknown[]): Handle {
      const callback = toCallback(handler);
      const short = isShort(ms);
      const handle = setTimeout(() => {
        live.delete(handle);
        pendingShort.delete(handle);
        fire(short, callback, args);
      }, ms);
      live.add(handle);
      if (short) setShort(handle);
      return handle;
    },
    setInterval(handler: Callback | string, ms?: number, ...args: unknown[]): Handle {
      const callback = toCallback(handler);
      const short = isShort(ms);
      const handle = setInterval(() => fire(short, callback, args), ms);
      live.add(handle);
      if (short) setShort(handle);
      return handle;
    },
    clearTimeout: clear,
    clearInterval: clear,
    stop,
  };
}
