import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {encodeShareHash} from './shareLink';
import {readTaskLink, taskLinkSuffix} from './taskLink';

const files = {'main.ts': 'console.log(1);', 'db.json': '{}'};

describe('task links', () => {
  test('a link to a task, with the solution shown, or with files, reads back', () => {
    assert.equal(taskLinkSuffix({task: 'publish'}), '#task-publish');
    assert.equal(taskLinkSuffix({task: 'publish', solution: true}), '?solution=publish#task-publish');
    const withFiles = taskLinkSuffix({task: 'publish', files});
    assert.match(withFiles, /^\?edits=v1%2F[^#]+#task-publish$/);
    const search = withFiles.slice(0, withFiles.indexOf('#'));
    assert.deepEqual(readTaskLink(search, ['publish']), {solutionOf: null, files, problem: null});
    assert.deepEqual(readTaskLink('?solution=publish', ['publish']), {
      solutionOf: 'publish',
      files: null,
      problem: null,
    });
  });

  test('an unknown task or damaged files are not used, and the damage is said', () => {
    assert.equal(readTaskLink('?solution=nope', ['publish']).solutionOf, null);
    const damaged = readTaskLink('?edits=v1/not-lz', ['publish']);
    assert.equal(damaged.files, null);
    assert.match(damaged.problem!, /damaged/);
    assert.equal(readTaskLink('?edits=code/abc', ['publish']).files, null);
  });

  test('a link with one file of code (the share form for one file) opens no files, and says so', () => {
    const code = encodeShareHash({kind: 'code', code: 'console.log(1);'}).slice(1);
    assert.deepEqual(readTaskLink(`?edits=${encodeURIComponent(code)}`, ['publish']), {
      solutionOf: null,
      files: null,
      problem: 'This link holds no files to open. The starting files are shown instead.',
    });
  });

  test("the sender's files go in the edits parameter", () => {
    const query = new URLSearchParams(taskLinkSuffix({task: 'publish', files}).split('#')[0]);
    assert.deepEqual([...query.keys()], ['edits']);
    assert.equal(`#${query.get('edits')}`, encodeShareHash({kind: 'files', files}));
  });
});
