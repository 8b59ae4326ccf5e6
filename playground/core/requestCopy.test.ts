import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, describe, test} from 'node:test';
import {promisify} from 'node:util';
import {asCurl, asFetch, type SentRequest} from './requestCopy';

type Arrived = {method: string; path: string; headers: IncomingMessage['headers']; body: string};

/** A local server that keeps what each request brought and answers 204. */
function recordingServer() {
  const arrived: Arrived[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      arrived.push({
        method: request.method!,
        path: request.url!,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(204).end();
    });
  });
  return {server, arrived};
}

/** What a quoting mistake would break: both quotes, backslash, `$`, backtick, a newline, non-ASCII. */
const awkward = `it's "done" \\ $HOME \`id\` \n ünï ✓`;

function entryOn(origin: string): SentRequest {
  return {
    method: 'PATCH',
    url: `${origin}/api/todos/1?done=true&q=a%20b`,
    requestHeaders: {'content-type': 'application/json', 'x-note': `it's "quoted" $HOME`},
    requestBody: JSON.stringify({title: awkward}),
  };
}

function assertArrivedAsSent(arrived: Arrived | undefined, entry: SentRequest) {
  assert.ok(arrived, 'no request reached the server');
  assert.equal(arrived.method, entry.method);
  const url = new URL(entry.url);
  assert.equal(arrived.path, url.pathname + url.search);
  for (const [name, value] of Object.entries(entry.requestHeaders)) {
    assert.equal(arrived.headers[name], value, `header ${name}`);
  }
  assert.equal(arrived.body, entry.requestBody);
}

describe('copying a logged request', () => {
  const {server, arrived} = recordingServer();
  let origin = '';
  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('the fetch() call, run, sends the method, path and query, headers and body of the entry', async () => {
    const entry = entryOn(origin);
    arrived.length = 0;
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    await new AsyncFunction(asFetch(entry))();
    assertArrivedAsSent(arrived[0], entry);
  });

  test('the curl command, run by bash, sends the method, path and query, headers and body of the entry', async (t) => {
    const curl = await promisify(execFile)('which', ['curl']).catch(() => null);
    if (!curl) return t.skip('curl is not installed here, so the copied command cannot be replayed');
    const entry = entryOn(origin);
    arrived.length = 0;
    await promisify(execFile)('bash', ['-c', `${asCurl(entry)} --silent --show-error --fail`]);
    assertArrivedAsSent(arrived[0], entry);
  });

  test('a request without headers or body is copied as the bare method and URL', () => {
    const entry: SentRequest = {method: 'GET', url: 'http://localhost/todos', requestHeaders: {}, requestBody: null};
    assert.equal(asCurl(entry), `curl -X 'GET' 'http://localhost/todos'`);
    assert.equal(asFetch(entry), `await fetch("http://localhost/todos", {\n  method: "GET",\n});`);
  });
});
