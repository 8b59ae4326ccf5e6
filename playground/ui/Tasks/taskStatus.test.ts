import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {hint, pass} from '../../core/tasks';
import {taskHint, taskStatus, tasksAnnouncement} from './taskStatus';

describe("a task's status, hint and announcement", () => {
  test('the badge: done by the reader or with the solution, done before, or not yet', () => {
    assert.equal(taskStatus({passed: true, bySolution: false, doneBefore: false}), 'Done ✓');
    assert.equal(taskStatus({passed: true, bySolution: true, doneBefore: true}), 'Done ✓ with the solution');
    assert.equal(taskStatus({passed: false, bySolution: true, doneBefore: true}), 'Done before ✓');
    assert.equal(taskStatus({passed: false, bySolution: false, doneBefore: false}), 'Not yet');
  });

  test('a hint only once the reader has tried, and only for a task not passed', () => {
    const failed = hint('Send `GET /articles`.');
    assert.equal(taskHint(failed, true), 'Send `GET /articles`.');
    assert.equal(taskHint(failed, false), null);
    assert.equal(taskHint(pass, true), null);
    assert.equal(taskHint(null, true), null);
  });

  test('the announcement names every task in order, with its hint once tried, without backticks', () => {
    const titles = ['List the articles', 'Show one article'];
    const results = [pass, hint('Send `GET /articles/1`, not `GET /articles`.')];
    assert.equal(
      tasksAnnouncement(titles, results, true),
      'List the articles: done. Show one article: not yet. Send GET /articles/1, not GET /articles.',
    );
    assert.equal(tasksAnnouncement(titles, results, false), 'List the articles: done. Show one article: not yet');
    assert.equal(tasksAnnouncement(titles, null, true), '');
  });
});
