import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {headerLines, readableBody, requestDuration, requestStatus, urlParts} from './rowText';

describe("a request log row's text", () => {
  test('the status: its code, "failed" without a response, "…" while waiting', () => {
    assert.equal(requestStatus({status: 201}), '201');
    assert.equal(requestStatus({status: 0}), 'failed');
    assert.equal(requestStatus({status: null}), '…');
  });

  test('the time in whole milliseconds, none while waiting, 0 ms for an instant answer', () => {
    assert.equal(requestDuration({durationMs: 12.5}), '13 ms');
    assert.equal(requestDuration({durationMs: 0}), '0 ms');
    assert.equal(requestDuration({durationMs: null}), '');
  });

  test('a JSON body laid out, any other as sent, none as "(empty)"', () => {
    assert.equal(readableBody('{"id":1,"tags":["a"]}'), '{\n  "id": 1,\n  "tags": [\n    "a"\n  ]\n}');
    assert.equal(readableBody('{"id":1,"ti'), '{"id":1,"ti');
    assert.equal(readableBody(''), '');
    assert.equal(readableBody(null), '(empty)');
  });

  test('a URL is cut after each slash, question mark and ampersand, and nowhere else', () => {
    const url = 'http://localhost/api/todos?userId=1&done=true';
    assert.deepEqual(urlParts(url), ['http:/', '/', 'localhost/', 'api/', 'todos?', 'userId=1&', 'done=true']);
    assert.equal(urlParts(url).join(''), url);
  });

  test('headers one a line, or "(none)"', () => {
    assert.equal(headerLines({accept: 'application/json', 'x-id': '7'}), 'accept: application/json\nx-id: 7');
    assert.equal(headerLines({}), '(none)');
  });
});
