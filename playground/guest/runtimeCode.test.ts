// What the reader's code sees of the guest frame's guarded `eval`, `Function`
// (and its async and generator kin) and string timers. The test runner runs
// this file in a process of its own: replacing its globals touches no other test.
import assert from 'node:assert/strict';
import {before, test} from 'node:test';
import {guardName} from '../core/guards';
import {guardCodeMadeAtRunTime} from './runtimeCode';

type Guard = <T>(value?: T) => T | undefined;
type Constructor = new (...args: string[]) => (...args: unknown[]) => unknown;
type Timer = (handler: unknown, ms?: number, ...args: unknown[]) => unknown;

/** Thrown by a guard past its limit, as a stopped run's guard throws. */
class Stopped extends Error {}

/** A guard that counts its calls and throws past `limit`, so that a loop the wiring leaves unguarded ends (and fails) instead of hanging. */
function countingGuard(limit = Number.POSITIVE_INFINITY) {
  const counted = {
    calls: 0,
    guard: ((value?: unknown) => {
      counted.calls += 1;
      if (counted.calls > limit) throw new Stopped(`the guard was called more than ${limit} times`);
      return value;
    }) as Guard,
  };
  return counted;
}

const natives = {
  eval: globalThis.eval,
  Function,
  AsyncFunction: Object.getPrototypeOf(async function () {}).constructor as Constructor,
  GeneratorFunction: Object.getPrototypeOf(function* () {}).constructor as Constructor,
  AsyncGeneratorFunction: Object.getPrototypeOf(async function* () {}).constructor as Constructor,
  setTimeout: globalThis.setTimeout,
  setInterval: globalThis.setInterval,
};

/** The guard of the run under way: a test sets its own, and puts this quiet one back after. */
const quiet = countingGuard();
let current = quiet;
async function withGuard<T>(counted: ReturnType<typeof countingGuard>, run: () => T): Promise<Awaited<T>> {
  current = counted;
  try {
    return await run();
  } finally {
    current = quiet;
  }
}

// guardCodeMadeAtRunTime reads the timers from `window`, as in the guest frame. In a
// hook, not as the file loads: an install that throws fails the tests, with its error.
before(() => {
  (globalThis as {window?: unknown}).window = globalThis;
  guardCodeMadeAtRunTime(() => current.guard);
});

const evaluate = (code: unknown): unknown => globalThis.eval(code as string);
const global = globalThis as unknown as Record<string, unknown>;
const setTimeoutAsCalled = (...args: Parameters<Timer>) => (globalThis.setTimeout as unknown as Timer)(...args);
const setIntervalAsCalled = (...args: Parameters<Timer>) => (globalThis.setInterval as unknown as Timer)(...args);

// The made constructors as the reader's code reaches them: through the prototypes of functions it writes.
const reached = () => ({
  AsyncFunction: Object.getPrototypeOf(async function () {}).constructor as Constructor,
  GeneratorFunction: Object.getPrototypeOf(function* () {}).constructor as Constructor,
  AsyncGeneratorFunction: Object.getPrototypeOf(async function* () {}).constructor as Constructor,
});

/**
 * The made constructor stands where the native one stood: a function of its
 * own with the native's name and prototype, which that prototype's
 * `constructor` names, described as the native one is.
 */
function assertStandsIn(
  name: 'Function' | 'AsyncFunction' | 'GeneratorFunction' | 'AsyncGeneratorFunction',
  made: Constructor,
) {
  const native = natives[name] as unknown as Constructor;
  assert.notEqual(made, native);
  assert.equal(made.name, name);
  assert.equal(made.prototype, native.prototype);
  assert.deepEqual(Object.getOwnPropertyDescriptor(native.prototype, 'constructor'), {
    value: made,
    writable: true,
    enumerable: false,
    configurable: true,
  });
}

test('eval runs the code and calls the guard at each pass through its loops', async () => {
  const guard = countingGuard();
  const sum = await withGuard(guard, () => evaluate('let sum = 0; for (let i = 0; i < 5; i++) sum += i; sum'));
  assert.equal(sum, 10);
  assert.equal(guard.calls, 5);
});

test('the guard eval calls is the one of the run under way when the code runs, not when the guards were put in', async () => {
  const first = countingGuard();
  const second = countingGuard();
  await withGuard(first, () => evaluate('for (let i = 0; i < 3; i++) {}'));
  await withGuard(second, () => evaluate('for (let i = 0; i < 4; i++) {}'));
  assert.deepEqual([first.calls, second.calls], [3, 4]);
  // The guard's name is the global one the guarded code calls.
  const third = countingGuard();
  await withGuard(third, () => (global[guardName] as Guard)());
  assert.equal(third.calls, 1);
});

test("eval('while (true) {}') is stopped by the guard", async () => {
  const guard = countingGuard(100);
  // The escape after 100,000 passes only keeps a missing guard from hanging the test.
  await assert.rejects(
    withGuard(guard, () => evaluate('let spins = 0; while (true) { if (++spins > 1e5) break; } "ran to the end"')),
    Stopped,
  );
  assert.equal(guard.calls, 101);
});

test('the value an awaited expression gives passes through its guard', async () => {
  const guard = countingGuard();
  const value = await withGuard(guard, () => evaluate('(async () => await Promise.resolve(7))()'));
  assert.equal(value, 7);
  // The arrow's body and the await.
  assert.equal(guard.calls, 2);
});

test('eval of code that does not parse throws a SyntaxError with the parser’s message, the parser’s error as its cause', () => {
  assert.throws(
    () => evaluate('1 +'),
    (error: Error) => {
      assert.ok(error instanceof SyntaxError);
      assert.equal(error.message, 'Unexpected token (1:3)');
      assert.ok(error.cause instanceof SyntaxError);
      assert.equal((error.cause as SyntaxError & {pos: number}).pos, 3);
      return true;
    },
  );
});

test('eval returns what is not a string as it is, as the native eval does', () => {
  const object = {code: 'while (true) {}'};
  assert.equal(evaluate(42), 42);
  assert.equal(evaluate(object), object);
  assert.equal(evaluate(undefined), undefined);
  assert.equal(natives.eval(object as unknown as string), object);
});

test('eval is indirect: the code sees globals, and declares its functions as globals', () => {
  evaluate('function madeByEval() { return "global"; }');
  assert.equal((global.madeByEval as () => string)(), 'global');
  delete global.madeByEval;
});

test('Function makes a function from its parameters and body, as the native one does', () => {
  assert.equal(new Function('a', 'b', 'return a + b')(1, 2), 3);
  assert.equal(Function('a, b', 'return a * b')(2, 3), 6);
  assert.equal(new Function('a', 'b = 10', 'return a - b')(15), 5);
  assert.equal(new Function('...rest', 'return rest.length')(1, 2, 3), 3);
  assert.equal(new Function('return this')(), globalThis);
  const made = new Function('a', 'b', 'return a + b');
  assert.equal(made.name, 'anonymous');
  assert.equal(made.length, 2);
  assert.equal(made.toString(), `function anonymous(a,b\n) {${guardName}();\nreturn a + b\n}`);
});

test('Function with no arguments makes a function that returns undefined', () => {
  const made = Function();
  assert.equal(made(), undefined);
  assert.equal(made.toString(), `function anonymous(\n) {${guardName}();\n\n}`);
  assert.equal(natives.Function().toString(), 'function anonymous(\n) {\n\n}');
});

test('a loop in a Function body is guarded, and a call of the function is counted', async () => {
  const guard = countingGuard();
  const made = new Function('n', 'let sum = 0; for (let i = 0; i < n; i++) sum += i; return sum');
  assert.equal(guard.calls, 0);
  assert.equal(await withGuard(guard, () => made(4)), 6);
  assert.equal(guard.calls, 5);

  const stopped = countingGuard(100);
  const spin = Function('let spins = 0; while (true) { if (++spins > 1e5) return "ran to the end"; }');
  await assert.rejects(
    withGuard(stopped, () => spin()),
    Stopped,
  );
});

test('Function is the guarded one under every name the code reaches it by, and functions stay instances of it', () => {
  assertStandsIn('Function', Function as unknown as Constructor);
  assert.equal(global.Function, Function);
  assert.equal(Function.prototype.constructor, Function);
  assert.equal(function () {}.constructor, Function);
  assert.equal((() => {}).constructor, Function);
  assert.ok(new Function('') instanceof Function);
  assert.ok(function () {} instanceof Function);
  assert.equal(Object.getPrototypeOf(Function('')), natives.Function.prototype);
});

test('the async function constructor makes guarded async functions', async () => {
  const {AsyncFunction} = reached();
  assertStandsIn('AsyncFunction', AsyncFunction);
  const made = new AsyncFunction('a', 'b', 'let sum = await a; for (let i = 0; i < 3; i++) sum += b; return sum');
  assert.ok(made instanceof AsyncFunction);
  assert.ok(made instanceof Function);
  assert.equal(made.constructor, AsyncFunction);
  const guard = countingGuard();
  const result = withGuard(guard, () => made(1, 2));
  assert.equal(await result, 7);
  // The body, the await, and three passes through the loop.
  assert.equal(guard.calls, 5);
  assert.equal(await new AsyncFunction()(), undefined);
});

test('the generator function constructor makes guarded generators', async () => {
  const {GeneratorFunction} = reached();
  assertStandsIn('GeneratorFunction', GeneratorFunction);
  const made = new GeneratorFunction('from', 'to', 'for (let i = from; i < to; i++) yield i');
  assert.ok(made instanceof GeneratorFunction);
  assert.equal(made.constructor, GeneratorFunction);
  const guard = countingGuard();
  const values = await withGuard(guard, () => [...(made(2, 5) as Iterable<number>)]);
  assert.deepEqual(values, [2, 3, 4]);
  assert.equal(guard.calls, 4);
  assert.deepEqual([...(new GeneratorFunction()() as Iterable<unknown>)], []);
});

test('the async generator function constructor makes guarded async generators', async () => {
  const {AsyncGeneratorFunction} = reached();
  assertStandsIn('AsyncGeneratorFunction', AsyncGeneratorFunction);
  const made = new AsyncGeneratorFunction('from', 'to', 'for (let i = from; i < to; i++) yield await i');
  assert.ok(made instanceof AsyncGeneratorFunction);
  assert.equal(made.constructor, AsyncGeneratorFunction);
  const guard = countingGuard();
  const values = await withGuard(guard, async () => {
    const collected: unknown[] = [];
    for await (const value of made(2, 5) as AsyncIterable<unknown>) collected.push(value);
    return collected;
  });
  assert.deepEqual(values, [2, 3, 4]);
  // The body, then a pass and an await for each value.
  assert.equal(guard.calls, 7);
});

test('setTimeout with a string runs the code, guarded', {timeout: 5000}, async () => {
  const guard = countingGuard();
  current = guard;
  try {
    const ran = new Promise((resolve) => (global.timedOut = resolve));
    setTimeoutAsCalled('let sum = 0; for (let i = 0; i < 3; i++) sum += i; timedOut(sum)', 0);
    assert.equal(await ran, 3);
    assert.equal(guard.calls, 3);
  } finally {
    current = quiet;
    delete global.timedOut;
  }
});

test('setInterval with a string runs the code, guarded, at each tick', {timeout: 5000}, async () => {
  const guard = countingGuard();
  current = guard;
  let ticks = 0;
  let handle: unknown;
  try {
    await new Promise<void>((resolve) => {
      global.ticked = () => {
        ticks += 1;
        if (ticks === 2) resolve();
      };
      handle = setIntervalAsCalled('for (let i = 0; i < 3; i++) {} ticked()', 1);
    });
  } finally {
    clearInterval(handle as ReturnType<typeof setInterval>);
    current = quiet;
    delete global.ticked;
  }
  assert.equal(ticks, 2);
  assert.equal(guard.calls, 6);
});

test(
  'a function handler and its arguments pass to the timers unchanged, and their handles clear them',
  {timeout: 5000},
  async () => {
    const timeout = await new Promise((resolve) =>
      setTimeoutAsCalled((...args: unknown[]) => resolve(args), 0, 'a', 2),
    );
    assert.deepEqual(timeout, ['a', 2]);
    let handle: unknown;
    const interval = await new Promise((resolve) => {
      handle = setIntervalAsCalled((...args: unknown[]) => resolve(args), 1, 'b', 3);
    });
    clearInterval(handle as ReturnType<typeof setInterval>);
    assert.deepEqual(interval, ['b', 3]);

    let fired = false;
    clearTimeout(setTimeoutAsCalled(() => (fired = true), 0) as ReturnType<typeof setTimeout>);
    await new Promise((resolve) => natives.setTimeout(resolve, 20));
    assert.equal(fired, false);
  },
);

test('a Function body that would close the function around it is a SyntaxError, and runs nothing, as natively', () => {
  for (const [name, Made] of [
    ['Function', Function as unknown as Constructor],
    ['AsyncFunction', natives.AsyncFunction],
    ['GeneratorFunction', natives.GeneratorFunction],
  ] as const) {
    delete global.escaped;
    assert.throws(
      () => new Made('}); globalThis.escaped = true; ({'),
      SyntaxError,
      `${name}: a body that closes the function`,
    );
    assert.throws(
      () => new Made('a) { globalThis.escaped = true; } (function (', 'return a'),
      SyntaxError,
      `${name}: parameters that close it`,
    );
    assert.equal(global.escaped, undefined, `${name}: the code outside the function never ran`);
  }
});
