import assert from 'node:assert/strict';
import {mock, test} from 'node:test';
import {bootLimitMs, takeGuestTurn} from './guestTurns';

test('frames take turns: the one the page started early first, then the first in view, each after the one before is done', async () => {
  const started: string[] = [];
  const turn = (name: string, inView: boolean, early = false) =>
    takeGuestTurn({inView: () => inView, start: () => started.push(name), early});
  const above = turn('above', false);
  const inView = turn('in view', true);
  const early = turn('early', false, true);
  await Promise.resolve();
  assert.deepEqual(started, ['early']);
  early.ready();
  assert.deepEqual(started, ['early', 'in view']);
  inView.ready();
  assert.deepEqual(started, ['early', 'in view', 'above']);
  above.leave();
});

test('a playground whose frames are ready before its turn (started early) leaves the line and may load frames; one that leaves the page never starts', async () => {
  const started: string[] = [];
  const turn = (name: string) => takeGuestTurn({inView: () => true, start: () => started.push(name)});
  const first = turn('first');
  const readyEarly = turn('ready early');
  const gone = turn('gone');
  const last = turn('last');
  await Promise.resolve();
  readyEarly.ready();
  gone.leave();
  assert.deepEqual(started, ['first', 'ready early']);
  first.ready();
  assert.deepEqual(started, ['first', 'ready early', 'last']);
  last.leave();
});

test('frames that never become ready hold up the next for bootLimitMs, no longer', async () => {
  mock.timers.enable({apis: ['setTimeout']});
  try {
    const started: string[] = [];
    const turn = (name: string) => takeGuestTurn({inView: () => true, start: () => started.push(name)});
    const stuck = turn('stuck');
    const next = turn('next');
    await Promise.resolve();
    mock.timers.tick(bootLimitMs - 1);
    assert.deepEqual(started, ['stuck']);
    mock.timers.tick(1);
    assert.deepEqual(started, ['stuck', 'next']);
    stuck.leave();
    next.leave();
  } finally {
    mock.timers.reset();
  }
});
