import assert from 'node:assert/strict';
import {mock, test} from 'node:test';
import {bootLimitMs, takeGuestTurn} from './guestTurns';

test('frames take turns: the one the page started early first, then the first in view, each after the one before is done', async () => {
  const started: string[] = [];
  const turn = (name: string, inView: boolean, early = false) =>
    takeGuestTurn({inView: () => inView, near: () => true, start: () => started.push(name), early});
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
  const turn = (name: string) => takeGuestTurn({inView: () => true, near: () => true, start: () => started.push(name)});
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
    const turn = (name: string) =>
      takeGuestTurn({inView: () => true, near: () => true, start: () => started.push(name)});
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

test('frames far from the window wait until they come near: then they take the next turn, in view or not', async () => {
  const started: string[] = [];
  const places: Record<string, {inView: boolean; near: boolean}> = {
    shown: {inView: true, near: true},
    below: {inView: false, near: true},
    far: {inView: false, near: false},
    farther: {inView: false, near: false},
  };
  const turns = Object.fromEntries(
    Object.keys(places).map((name) => [
      name,
      takeGuestTurn({
        inView: () => places[name]!.inView,
        near: () => places[name]!.near,
        start: () => started.push(name),
      }),
    ]),
  );
  await Promise.resolve();
  assert.deepEqual(started, ['shown']);
  turns.shown!.ready();
  assert.deepEqual(started, ['shown', 'below']);
  turns.below!.ready();
  assert.deepEqual(started, ['shown', 'below'], 'no frames start far from the window');
  places.farther!.near = true;
  turns.farther!.cameNear();
  assert.deepEqual(started, ['shown', 'below', 'farther']);
  places.far!.near = true;
  turns.far!.cameNear();
  assert.deepEqual(started, ['shown', 'below', 'farther'], 'one at a time: it waits for the turn before');
  turns.farther!.ready();
  assert.deepEqual(started, ['shown', 'below', 'farther', 'far']);
  turns.far!.leave();
});
