import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {WireRequest} from './protocol';
import {fromWireRequest, fromWireResponse, toWireRequest, toWireResponse} from './wire';

const wireRequest = (change: Partial<WireRequest> = {}): WireRequest => ({
  url: 'http://127.0.0.1:3000/todos',
  method: 'POST',
  headers: [['content-type', 'application/json']],
  body: new TextEncoder().encode('{"title":"x"}').buffer as ArrayBuffer,
  credentials: 'same-origin',
  mode: 'cors',
  cache: 'default',
  redirect: 'follow',
  referrerPolicy: '',
  ...change,
});

describe('a request and a response across the frames', () => {
  test('a POST crosses with its body; a GET and a HEAD carry none', async () => {
    const post = await toWireRequest(new Request('http://127.0.0.1:3000/todos', {method: 'POST', body: 'abc'}));
    assert.equal(new TextDecoder().decode(post.body!), 'abc');
    for (const method of ['GET', 'HEAD']) {
      assert.equal((await toWireRequest(new Request('http://127.0.0.1:3000/todos', {method}))).body, null, method);
    }
    const back = fromWireRequest(wireRequest());
    assert.equal(back.method, 'POST');
    assert.equal(await back.text(), '{"title":"x"}');
    assert.equal(back.headers.get('content-type'), 'application/json');
  });

  test("a page's navigation request is rebuilt as same-origin (no Request can be made in navigate mode); other modes as sent", () => {
    assert.equal(fromWireRequest(wireRequest({mode: 'navigate', method: 'GET', body: null})).mode, 'same-origin');
    assert.equal(fromWireRequest(wireRequest({mode: 'no-cors', method: 'GET', body: null})).mode, 'no-cors');
    assert.equal(fromWireRequest(wireRequest({mode: 'cors'})).mode, 'cors');
  });

  test('a response crosses with its status, headers and body, and the URL it was fetched from', async () => {
    const wire = await toWireResponse(
      new Response('[1]', {status: 201, statusText: 'Created', headers: {'content-type': 'application/json'}}),
    );
    const back = fromWireResponse(wire, 'http://127.0.0.1:3000/todos');
    assert.deepEqual(
      [back.status, back.statusText, back.headers.get('content-type')],
      [201, 'Created', 'application/json'],
    );
    assert.equal(await back.text(), '[1]');
    assert.equal(back.url, 'http://127.0.0.1:3000/todos');
    assert.equal(fromWireResponse(wire).url, '', 'without a URL, as a constructed response has');
  });

  test('a response without a body crosses as one; a status that cannot have a body drops what it was sent', async () => {
    const wire = await toWireResponse(new Response(null, {status: 200}));
    assert.equal(wire.body, null);
    for (const status of [204, 205, 304]) {
      const back = fromWireResponse({status, statusText: '', headers: [], body: new ArrayBuffer(3)});
      assert.equal(back.status, status);
      assert.equal(back.body, null, String(status));
    }
  });
});
