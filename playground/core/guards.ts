import {parse, type Node} from 'acorn';
import {simple} from 'acorn-walk';

/** The name of the guard function each compiled module receives as a parameter. */
export const guardName = '__playgroundGuard';

type Body = Node & {body: Node | Node[]};

/**
 * Puts a call to the guard at the top of every loop body and function body
 * of compiled code, on the same line, so line numbers do not move. A guard
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
  const insertions: {at: number; text: string}[] = [];
  const call = `${guardName}();`;
  const guardBody = (node: Node) => {
    const body = (node as Body).body as Node;
    if (body.type === 'BlockStatement') {
      insertions.push({at: body.start + 1, text: call});
    } else if (node.type.endsWith('Function') || node.type === 'ArrowFunctionExpression') {
      insertions.push({at: body.start, text: `{${call}return (`}, {at: body.end, text: ')}'});
    } else {
      insertions.push({at: body.start, text: `{${call}`}, {at: body.end, text: '}'});
    }
  };
  simple(ast, {
    WhileStatement: guardBody,
    DoWhileStatement: guardBody,
    ForStatement: guardBody,
    ForInStatement: guardBody,
    ForOfStatement: guardBody,
    FunctionDeclaration: guardBody,
    FunctionExpression: guardBody,
    ArrowFunctionExpression: guardBody,
  });
  insertions.sort((a, b) => b.at - a.at);
  let guarded = code;
  for (const {at, text} of insertions) guarded = guarded.slice(0, at) + text + guarded.slice(at);
  return guarded;
}

/** Why a run was stopped, as the reader reads it. */
export class RunawayError extends Error {
  constructor(message: string) {
    super(message);
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

/**
 * Counts the time the reader's code holds the thread without letting the
 * event loop turn. An interval that only fires when the thread is free
 * resets the clock; when it cannot fire for `limitMs`, the guard throws.
 */
export function createGuard(limitMs: number, now: () => number = () => performance.now()) {
  let sliceStart = now();
  let stoppedWith: Error | null = null;
  let calls = 0;
  const tick = setInterval(() => {
    sliceStart = now();
  }, Math.min(50, limitMs / 4));
  (tick as {unref?: () => void}).unref?.();
  const guard = () => {
    if (stoppedWith) throw stoppedWith;
    if (++calls % 1024 !== 0 || now() - sliceStart <= limitMs) return;
    stoppedWith = new RunawayError(
      `Stopped after ${limitMs / 1000} s in which the code never let the page respond: a loop or recursion that does not end?`,
    );
    throw stoppedWith;
  };
  return {
    guard,
    /** The run is over: every later guard call throws. */
    stop() {
      stoppedWith ??= new RunEndedError();
      clearInterval(tick);
    },
  };
}
