import assert from 'node:assert/strict';
import {describe, mock, test} from 'node:test';
import {createGuard, createRunTimers, guardName, insertGuards, RunawayError, RunEndedError} from './guards';
import {stopMessage} from './stops';

type Guard = <T>(value?: T) => T | undefined;

/** Runs guarded code as a script with a guard that counts its calls; what the code's last statement (or `return`) gives, and the count. */
function runGuarded(code: string, limit = 10_000): {value: unknown; calls: number} {
  let calls = 0;
  const guard = (value?: unknown) => {
    if (++calls > limit) throw new Error(`the guard was called more than ${limit} times`);
    return value;
  };
  const value: unknown = new Function(guardName, insertGuards(code))(guard);
  return {value, calls};
}

/** A clock the test moves by hand. */
function fakeClock(start = 0) {
  const clock = {time: start, reads: 0, now: () => (clock.reads++, clock.time)};
  return clock;
}

/** Calls the guard `times` times; the error of the call that threw, and how many calls passed before it. */
function callGuard(guard: Guard, times: number): {passed: number; error: unknown} {
  for (let passed = 0; passed < times; passed++) {
    try {
      guard();
    } catch (error) {
      return {passed, error};
    }
  }
  return {passed: times, error: undefined};
}

function withMockTimers(body: () => void) {
  mock.timers.enable({apis: ['setTimeout', 'setInterval']});
  try {
    body();
  } finally {
    mock.timers.reset();
  }
}

describe('insertGuards: the code a run executes', () => {
  test('puts a guard call in every loop and function body and around every await, on the same line', () => {
    const cases: [string, string][] = [
      ['async () => await x', `async () => {${guardName}();return (${guardName}(await x))}`],
      ['while (1) await x', `while (1) {${guardName}();${guardName}(await x)}`],
      ['while (1) () => 1', `while (1) {${guardName}();() => {${guardName}();return (1)}}`],
      // A body that ends where an await begins: the body's closing brace first.
      ['while (1) x;await y', `while (1) {${guardName}();x;}${guardName}(await y)`],
      ['for (;;) for (;;) x', `for (;;) {${guardName}();for (;;) {${guardName}();x}}`],
      ['() => () => 1', `() => {${guardName}();return (() => {${guardName}();return (1)})}`],
      ['await await x', `${guardName}(await ${guardName}(await x))`],
      ['do x; while (1)', `do {${guardName}();x;} while (1)`],
      ['for (const a of b) c', `for (const a of b) {${guardName}();c}`],
      ['for (const a in b) c', `for (const a in b) {${guardName}();c}`],
      ['function f() {\n  return 1;\n}', `function f() {${guardName}();\n  return 1;\n}`],
      ['const f = function () {}', `const f = function () {${guardName}();}`],
    ];
    for (const [code, guarded] of cases) assert.equal(insertGuards(code), guarded, code);
  });

  test("come out the same whatever order the engine's sort compares in, as browsers' sorts differ", () => {
    const code = 'async () => await x;\nwhile (1) await y;\nfor (;;) () => 1;';
    const expected = insertGuards(code);
    const nativeSort = Array.prototype.sort;
    let sorts = 0;
    // A stable insertion sort that, unlike V8's, asks the comparator about the earlier item first.
    Array.prototype.sort = function <T>(this: T[], compare?: (a: T, b: T) => number) {
      sorts++;
      const sorted: T[] = [];
      for (const item of this) {
        let at = sorted.length;
        while (at > 0 && compare!(sorted[at - 1]!, item) > 0) at--;
        sorted.splice(at, 0, item);
      }
      this.splice(0, this.length, ...sorted);
      return this;
    };
    let guarded: string;
    try {
      guarded = insertGuards(code);
    } finally {
      Array.prototype.sort = nativeSort;
    }
    assert.ok(sorts > 0, 'insertGuards sorted with the stand-in');
    assert.equal(guarded, expected);
  });

  test('an arrow that returns an object in parentheses still returns the object', () => {
    assert.deepEqual(runGuarded('const f = () => ({a: 1});\nreturn f();'), {value: {a: 1}, calls: 1});
  });

  test('takes code with `await` and `return` outside a function, as a module body has them', () => {
    assert.equal(insertGuards('return await x;'), `return ${guardName}(await x);`);
  });

  test('takes code of the newest syntax', () => {
    const newest = 'class A { #x = 1; static { a ||= b?.c ?? 1n; } }';
    assert.equal(insertGuards(newest), newest);
  });

  test('a loop of every kind calls the guard once per turn', () => {
    const loops = [
      'let n = 0; while (n < 3) n++;',
      'let n = 0; do n++; while (n < 3);',
      'for (let i = 0; i < 3; i++) {}',
      'for (const k in {a: 1, b: 2, c: 3}) k;',
      'for (const v of [1, 2, 3]) v;',
    ];
    for (const loop of loops) assert.equal(runGuarded(loop).calls, 3, loop);
  });
});

describe('createGuard: code that holds the thread', () => {
  test('passes the value it guards through', () => {
    withMockTimers(() => {
      const {guard, stop} = createGuard(1000, fakeClock().now);
      assert.equal(guard(42), 42);
      assert.equal(guard(), undefined);
      stop();
    });
  });

  test('stops code that held the thread past the limit, at a check after its ten-thousandth call', () => {
    withMockTimers(() => {
      const clock = fakeClock();
      const {guard, stop} = createGuard(1000, clock.now);
      clock.time = 1001;
      const {passed, error} = callGuard(guard, 20_000);
      // Checked every 1024 calls, from the 10,000th: the first check is the 10,240th call.
      assert.equal(passed, 10_239);
      assert.ok(error instanceof RunawayError, `a RunawayError, not ${String(error)}`);
      assert.equal(error.reason, 'held-thread');
      assert.equal(error.name, 'RunawayError');
      assert.equal(error.message, stopMessage('held-thread'));
      assert.throws(
        () => guard(),
        (again: unknown) => again === error,
        'every later call throws the same error',
      );
      stop();
    });
  });

  test('tells its stop once, as it stops the code, before its error unwinds the code', () => {
    withMockTimers(() => {
      const clock = fakeClock();
      const told: {error: RunawayError; thrown: boolean}[] = [];
      let thrown = false;
      const {guard, stop} = createGuard(1000, clock.now, (error) => told.push({error, thrown}));
      clock.time = 1001;
      const {error} = callGuard(guard, 20_000);
      thrown = true;
      callGuard(guard, 3);
      assert.equal(told.length, 1, 'told once, though later calls throw again');
      assert.equal(told[0]!.error, error, 'told the error it throws');
      assert.equal(told[0]!.thrown, false, 'told by the call that stopped the code, not a later one');
      stop();
    });
  });

  test('lets code run that held the thread for exactly the limit', () => {
    withMockTimers(() => {
      const clock = fakeClock();
      const {guard, stop} = createGuard(1000, clock.now);
      clock.time = 1000;
      assert.equal(callGuard(guard, 20_000).error, undefined);
      stop();
    });
  });

  test('lets code run that is slow but lets the page respond: the clock starts again each time the thread is free', () => {
    withMockTimers(() => {
      const clock = fakeClock();
      // Its clock starts again every 10 ms of a free thread (a quarter of the limit).
      const {guard, stop} = createGuard(40, clock.now);
      clock.time = 1000;
      mock.timers.tick(10);
      assert.equal(callGuard(guard, 20_000).error, undefined, 'the clock started again at 1000');
      clock.time = 2000;
      assert.ok(callGuard(guard, 20_000).error instanceof RunawayError, 'held from 1000 to 2000');
      stop();
    });
  });

  test('the clock starts again at most every 50 ms, whatever the limit', () => {
    withMockTimers(() => {
      const clock = fakeClock();
      const {guard, stop} = createGuard(1000, clock.now);
      clock.time = 5000;
      mock.timers.tick(50);
      assert.equal(callGuard(guard, 20_000).error, undefined);
      stop();
    });
  });

  test("on the page's own clock, a busy loop that ends at once is not stopped", (t) => {
    withMockTimers(() => {
      let time = 0;
      t.mock.method(performance, 'now', () => time);
      const {guard, stop} = createGuard(1000);
      time = 500;
      assert.equal(callGuard(guard, 20_000).error, undefined);
      time = 1001;
      assert.ok(callGuard(guard, 20_000).error instanceof RunawayError, 'held from 0 to 1001');
      stop();
    });
  });

  test('once stopped, throws that the run has ended, or the reason it was given', () => {
    withMockTimers(() => {
      const ended = createGuard(1000, fakeClock().now);
      ended.stop();
      assert.throws(
        () => ended.guard(),
        (error: unknown) => {
          assert.ok(error instanceof RunEndedError, `a RunEndedError, not ${String(error)}`);
          assert.equal(error.name, 'RunEndedError');
          assert.equal(error.message, 'This run has ended.');
          return true;
        },
      );
      const runaway = createGuard(1000, fakeClock().now);
      const reason = new RunawayError('timer-loop');
      runaway.stop(reason);
      runaway.stop();
      assert.throws(
        () => runaway.guard(),
        (error: unknown) => error === reason,
        'the first reason stays',
      );
    });
  });

  test('a stopped guard stops its clock', () => {
    withMockTimers(() => {
      const clock = fakeClock();
      const {stop} = createGuard(1000, clock.now);
      stop();
      const reads = clock.reads;
      mock.timers.tick(1000);
      assert.equal(clock.reads, reads, 'the clock was read after the stop');
    });
  });

  test('its clock does not keep Node running, and it works where timers are numbers, as in a browser', (t) => {
    const handles: unknown[] = [];
    const nativeSetInterval = globalThis.setInterval;
    t.mock.method(globalThis, 'setInterval', (...args: Parameters<typeof setInterval>) => {
      const handle = nativeSetInterval(...args);
      handles.push(handle);
      return handle;
    });
    createGuard(1000).stop();
    assert.equal(handles.length, 1);
    assert.equal((handles[0] as NodeJS.Timeout).hasRef(), false);
    t.mock.method(globalThis, 'setInterval', () => 7);
    t.mock.method(globalThis, 'clearInterval', () => {});
    assert.doesNotThrow(() => createGuard(1000).stop());
  });
});

describe('createRunTimers: the timers a run gets', () => {
  test('run their callbacks with the arguments given, and code given as a string', () => {
    withMockTimers(() => {
      const seen: unknown[] = [];
      const timers = createRunTimers(() => assert.fail('no runaway'), fakeClock().now);
      timers.setTimeout((...args: unknown[]) => seen.push(['timeout', ...args]), 10, 'a', 1);
      const interval = timers.setInterval((...args: unknown[]) => seen.push(['interval', ...args]), 10, 'b');
      (globalThis as {seenByString?: unknown[]}).seenByString = seen;
      timers.setTimeout('globalThis.seenByString.push("string")', 5);
      mock.timers.tick(10);
      mock.timers.tick(10);
      timers.clearInterval(interval);
      mock.timers.tick(10);
      assert.deepEqual(seen, ['string', ['timeout', 'a', 1], ['interval', 'b'], ['interval', 'b']]);
      timers.stop();
    });
  });

  test('a cleared timer does not fire, and clearing nothing is harmless', () => {
    withMockTimers(() => {
      const seen: string[] = [];
      const timers = createRunTimers(() => assert.fail('no runaway'), fakeClock().now);
      const handle = timers.setTimeout(() => seen.push('fired'), 10);
      timers.clearTimeout(handle);
      timers.clearTimeout(undefined);
      mock.timers.tick(20);
      assert.deepEqual(seen, []);
    });
  });

  test('stop clears every timer, and a timer set after the stop does not run', () => {
    withMockTimers(() => {
      const seen: string[] = [];
      const timers = createRunTimers(() => assert.fail('no runaway'), fakeClock().now);
      timers.setTimeout(() => seen.push('timeout'), 10);
      timers.setInterval(() => seen.push('interval'), 10);
      timers.stop();
      timers.setTimeout(() => seen.push('after the stop'), 10);
      timers.setTimeout(() => seen.push('after the stop, not short'), 20);
      mock.timers.tick(50);
      assert.deepEqual(seen, []);
    });
  });

  /**
   * A chain of `setTimeout(again, ms)` whose every callback moves the clock on by `each` ms, as a
   * machine that runs it at 1000 / `each` a second would; setting `ended` ends it. (`ms` is 1, not
   * 0: Node's mock timers run a chain of 0 ms timers within one tick.)
   */
  function chainOfTimers(timers: ReturnType<typeof createRunTimers>, clock: {time: number}, each: number, ms = 1) {
    const seen = {fired: 0, ended: false};
    const again = () => {
      seen.fired++;
      clock.time += each;
      if (!seen.ended) timers.setTimeout(again, ms);
    };
    timers.setTimeout(again, ms);
    return seen;
  }

  /** A run's timers on a fake clock, with the runaways they report. */
  function timersOnFakeClock() {
    const clock = fakeClock();
    const runaways: RunawayError[] = [];
    return {clock, runaways, timers: createRunTimers((error) => runaways.push(error), clock.now)};
  }

  /** `count` ticks of the mock timers, `step` ms each: a timer set in a callback fires in a later tick. */
  function ticks(count: number, step = 1) {
    for (let i = 0; i < count; i++) mock.timers.tick(step);
  }

  test('short timers that keep firing for a second stop the run, saying so once, and their timers are cleared', () => {
    withMockTimers(() => {
      const {clock, runaways, timers} = timersOnFakeClock();
      let polled = 0;
      timers.setInterval(() => polled++, 100);
      const chain = chainOfTimers(timers, clock, 4);
      ticks(250);
      assert.equal(chain.fired, 250, 'a second of the loop, at 250 a second, runs');
      assert.equal(runaways.length, 0);
      ticks(1);
      assert.equal(chain.fired, 250, 'the first callback past the second does not run');
      assert.equal(runaways.length, 1);
      assert.equal(runaways[0]!.reason, 'timer-loop');
      ticks(1000);
      assert.equal(chain.fired, 250, 'no timer fires after the stop');
      assert.equal(polled, 2, 'the poll stopped with the run');
      assert.equal(runaways.length, 1);
    });
  });

  test('a loop the machine runs at a tenth of the speed, 25 a second, is stopped after its second too', () => {
    withMockTimers(() => {
      const {clock, runaways, timers} = timersOnFakeClock();
      const chain = chainOfTimers(timers, clock, 40);
      ticks(25);
      assert.equal(chain.fired, 25, 'a second of the loop');
      assert.equal(runaways.length, 0);
      ticks(1);
      assert.equal(runaways.length, 1, 'a loop slowed to 25 a second ran on');
      assert.equal(chain.fired, 25);
    });
  });

  test('a loop slowed to a callback every 60 ms is stopped at its 20th, the first both past its second and 20 callbacks', () => {
    withMockTimers(() => {
      const {clock, runaways, timers} = timersOnFakeClock();
      const chain = chainOfTimers(timers, clock, 60);
      ticks(19);
      assert.equal(chain.fired, 19);
      assert.equal(runaways.length, 0, 'stopped before its 20th callback');
      ticks(1);
      assert.equal(runaways.length, 1, 'its 20th callback, 1140 ms after its first, ran');
      assert.equal(chain.fired, 19);
    });
  });

  test('a short interval cleared after 30 callbacks, within a second, runs them all', () => {
    withMockTimers(() => {
      const {clock, runaways, timers} = timersOnFakeClock();
      let fired = 0;
      const interval = timers.setInterval(() => {
        fired++;
        clock.time += 10;
      }, 10);
      ticks(30, 10);
      // Cleared between callbacks: Node's mock timers keep an interval cleared in its own callback.
      timers.clearInterval(interval);
      ticks(70, 10);
      assert.equal(fired, 30, 'the interval ran other than until it was cleared');
      assert.deepEqual(runaways, [], 'a short interval of 0.3 s was taken for a loop');
    });
  });

  test('a poll every 100 ms that sets a timer of 0 ms each time is no loop, however long it polls', () => {
    withMockTimers(() => {
      const {clock, runaways, timers} = timersOnFakeClock();
      let answered = 0;
      timers.setInterval(() => {
        clock.time += 100;
        timers.setTimeout(() => answered++, 0);
      }, 100);
      ticks(300, 10);
      assert.equal(answered, 30, 'a 0 ms timer of the poll did not run');
      assert.deepEqual(
        runaways,
        [],
        "3 s of polling was taken for a loop: the poll's interval counted as a short timer",
      );
    });
  });

  test('a short interval that keeps firing is a loop as well, while other short timers come and go', () => {
    withMockTimers(() => {
      const {clock, runaways, timers} = timersOnFakeClock();
      let fired = 0;
      timers.setInterval(() => {
        fired++;
        clock.time += 5;
      }, 5);
      // Another short timer, set from a slower one's callback after 60 ms of other work, joins the
      // loop under way (its interval is pending); it starts no new one.
      timers.setInterval(() => {
        clock.time += 60;
        timers.setTimeout(() => {}, 1);
      }, 100);
      ticks(300, 5);
      assert.equal(runaways.length, 1, 'a 5 ms interval ran on for 1.5 s');
      assert.ok(fired < 200, `${fired} callbacks of the interval ran`);
    });
  });

  test('an animation-rate chain (16 ms), a burst of timers set at once, and one timer held back are not loops', () => {
    withMockTimers(() => {
      const {clock, runaways, timers} = timersOnFakeClock();
      const animation = chainOfTimers(timers, clock, 16, 16);
      ticks(300, 16);
      assert.equal(animation.fired, 300, 'five seconds at 60 a second');
      animation.ended = true;
      ticks(2, 16);
      let burst = 0;
      for (let i = 0; i < 500; i++) timers.setTimeout(() => burst++, 0);
      mock.timers.tick(1);
      assert.equal(burst, 500);
      clock.time += 100;
      let late = 0;
      timers.setTimeout(() => late++, 0);
      clock.time += 3000; // the thread was busy: the timer fires three seconds late
      mock.timers.tick(1);
      assert.equal(late, 1);
      assert.deepEqual(runaways, []);
    });
  });

  test('a chain whose code pauses longer than 50 ms starts again; one set within 50 ms of the last goes on', () => {
    withMockTimers(() => {
      const {clock, runaways, timers} = timersOnFakeClock();
      const runFor = (ms: number) => {
        const chain = chainOfTimers(timers, clock, 4);
        ticks(ms / 4);
        chain.ended = true;
        ticks(1);
      };
      runFor(800);
      clock.time += 51;
      runFor(800);
      assert.deepEqual(runaways, [], 'two chains of 0.8 s, 51 ms apart');
      clock.time += 50;
      runFor(800);
      assert.equal(runaways.length, 1, 'a chain of 1.6 s with a pause of 50 ms');
    });
  });

  test("on the page's own clock, a second is a second", (t) => {
    withMockTimers(() => {
      let time = 0;
      t.mock.method(performance, 'now', () => time);
      const runaways: RunawayError[] = [];
      const timers = createRunTimers((error) => runaways.push(error));
      chainOfTimers(
        timers,
        {
          get time() {
            return time;
          },
          set time(value) {
            time = value;
          },
        },
        4,
      );
      ticks(250);
      assert.equal(runaways.length, 0);
      ticks(1);
      assert.equal(runaways.length, 1);
      timers.stop();
    });
  });

  test("a stopped run's timers do not keep Node running", () => {
    const pending = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
    const before = pending();
    const timers = createRunTimers(() => assert.fail('no runaway'));
    const handles = [timers.setTimeout(() => {}, 60_000), timers.setInterval(() => {}, 60_000)];
    try {
      assert.equal(pending(), before + 2);
      timers.stop();
      assert.equal(pending(), before, 'timers left pending after the stop');
    } finally {
      timers.stop();
      for (const handle of handles) clearTimeout(handle);
    }
  });

  test('a callback the guard stopped ends the run: its timers are cleared and onRunaway is told', () => {
    withMockTimers(() => {
      const runaways: RunawayError[] = [];
      const timers = createRunTimers((error) => runaways.push(error), fakeClock().now);
      const stopped = new RunawayError('held-thread');
      let later = 0;
      timers.setTimeout(() => {
        throw stopped;
      }, 1);
      timers.setTimeout(() => later++, 5);
      mock.timers.tick(1);
      assert.deepEqual(runaways, [stopped]);
      mock.timers.tick(10);
      assert.equal(later, 0, 'the run’s other timers were cleared');
    });
  });

  test('a callback of a run that has ended ends quietly', () => {
    withMockTimers(() => {
      const runaways: RunawayError[] = [];
      const timers = createRunTimers((error) => runaways.push(error), fakeClock().now);
      timers.setTimeout(() => {
        throw new RunEndedError();
      }, 1);
      assert.doesNotThrow(() => mock.timers.tick(1));
      assert.deepEqual(runaways, []);
    });
  });

  test('any other error of a callback is thrown as the reader’s own, not taken for a runaway', () => {
    withMockTimers(() => {
      const runaways: RunawayError[] = [];
      const timers = createRunTimers((error) => runaways.push(error), fakeClock().now);
      timers.setTimeout(() => {
        throw new TypeError('the reader’s bug');
      }, 1);
      assert.throws(() => mock.timers.tick(1), /the reader’s bug/);
      assert.deepEqual(runaways, []);
    });
  });
});
