import assert from 'node:assert/strict';
import {afterEach, test} from 'node:test';
import {nearWindowMargin, whenNear} from './nearWindow';

/** The IntersectionObservers made since the last test, as the browser would drive them. */
let observers: FakeObserver[] = [];

class FakeObserver {
  watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: {isIntersecting: boolean}[]) => void,
    readonly options: {rootMargin?: string},
  ) {
    observers.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const element = {} as Element;

function withObserver() {
  (globalThis as {IntersectionObserver?: unknown}).IntersectionObserver = FakeObserver;
}

afterEach(() => {
  delete (globalThis as {IntersectionObserver?: unknown}).IntersectionObserver;
  observers = [];
});

test('says near once, when the element first comes within the margin, and stops watching', () => {
  withObserver();
  let said = 0;
  whenNear(element, nearWindowMargin, () => said++);
  const [observer] = observers;
  assert.deepEqual(observer?.watched, [element]);
  assert.equal(observer.options.rootMargin, '100% 0px');
  observer.report([{isIntersecting: false}]);
  assert.equal(said, 0, 'not near yet');
  observer.report([{isIntersecting: false}, {isIntersecting: true}]);
  assert.equal(said, 1);
  assert.equal(observer.disconnected, true, 'the watch ends once near');
});

test('a watch stopped before the element comes near says nothing', () => {
  withObserver();
  let said = 0;
  const stop = whenNear(element, '600px', () => said++);
  stop();
  assert.equal(observers[0]?.disconnected, true);
  assert.equal(said, 0);
});

test('with nothing to watch, or no IntersectionObserver, it says near at once: nothing waits for good', () => {
  let said = 0;
  whenNear(element, nearWindowMargin, () => said++);
  assert.equal(said, 1, 'no IntersectionObserver');
  withObserver();
  whenNear(null, nearWindowMargin, () => said++);
  assert.equal(said, 2, 'no element');
  assert.equal(observers.length, 0);
});
