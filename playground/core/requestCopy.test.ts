import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
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

  test('the curl command, run by bash, sends the method, path and query, headers and body of the entry', async () => {
    const curl = await promisify(execFile)('which', ['curl']).catch(() => null);
    assert.ok(
      curl,
      'curl is not installed here (Debian: apt-get install -y curl), so the copied command cannot be replayed',
    );
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

  test('Copy as fetch lays out one option per line, headers one per line inside theirs', () => {
    const entry: SentRequest = {
      method: 'POST',
      url: 'http://localhost/todos',
      requestHeaders: {'content-type': 'application/json', accept: '*/*'},
      requestBody: '{"title":"new"}',
    };
    assert.equal(
      asFetch(entry),
      [
        'await fetch("http://localhost/todos", {',
        '  method: "POST",',
        '  headers: {',
        '    "content-type": "application/json",',
        '    "accept": "*/*",',
        '  },',
        '  body: "{\\"title\\":\\"new\\"}",',
        '});',
      ].join('\n'),
    );
  });

  test("a body with a control character is one $'…' word, each special character written as browsers write it", () => {
    const body = "a\\b'c\nd\re\tf!g h\u0003i\u007fj\u0080k\u009fl\u00a0m\u001fn";
    const entry: SentRequest = {method: 'POST', url: 'http://localhost/t', requestHeaders: {}, requestBody: body};
    assert.equal(
      asCurl(entry),
      `curl -X 'POST' 'http://localhost/t' \\\n  --data-raw $'a\\\\b\\'c\\nd\\re\\tf\\x21g h\\x03i\\x7fj\\u0080k\\u009fl\u00a0m\\x1fn'`,
    );
    // Without one, single quotes keep everything but the quote itself.
    assert.equal(
      asCurl({...entry, requestBody: "it's !x\\"}),
      `curl -X 'POST' 'http://localhost/t' \\\n  --data-raw 'it'\\''s !x\\'`,
    );
  });

  test('the curl command pasted into an interactive bash runs curl alone, with the body as logged, whatever control characters it holds', async () => {
    // Code from a link chose this body: ^C, a line break and a command; ^D, ^Z, ^U, ^W, ^V, Esc and the end of a bracketed paste.
    const body = `a\u0003\ntouch PWNED\n\u0004\u001a\u0015\u0017\u0016b\u001b[201~\ntouch PWNED2\n\u007f\u0085 ! $HOME 'q' \\ end`;
    const entry: SentRequest = {
      method: 'POST',
      url: 'http://localhost/todos?x=1',
      requestHeaders: {'x-note': 'ok\u0003\ntouch PWNED3'},
      requestBody: body,
    };
    for (const bracketedPaste of [true, false]) {
      const pasted = await pasteIntoBash(asCurl(entry), bracketedPaste);
      assert.deepEqual(
        pasted.created,
        [],
        `with bracketed paste ${bracketedPaste ? 'on' : 'off'}, the paste ran a command of its own`,
      );
      assert.deepEqual(
        pasted.curlArgs,
        [
          '-X',
          'POST',
          'http://localhost/todos?x=1',
          '-H',
          `x-note: ${entry.requestHeaders['x-note']}`,
          '--data-raw',
          body,
        ],
        `with bracketed paste ${bracketedPaste ? 'on' : 'off'}, curl got other arguments`,
      );
    }
  });
});

/**
 * Pastes `command` and a line break into an interactive bash in a
 * pseudo-terminal, as a terminal does (wrapped in the bracketed-paste marks
 * when readline asks for them), where `curl` is a function that writes its
 * arguments to a file. Says which files the paste created besides, and what
 * curl got. Driven by Python's pty module (Node has none).
 */
async function pasteIntoBash(
  command: string,
  bracketedPaste: boolean,
): Promise<{created: string[]; curlArgs: string[] | null}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'paste-'));
  try {
    writeFileSync(path.join(dir, 'rc'), `PS1='$ '\ncurl() { printf '%s\\0' "$@" > curl-args; }\n`);
    writeFileSync(path.join(dir, 'inputrc'), `set enable-bracketed-paste ${bracketedPaste ? 'on' : 'off'}\n`);
    writeFileSync(path.join(dir, 'paste'), bracketedPaste ? `\u001b[200~${command}\u001b[201~\n` : `${command}\n`);
    await promisify(execFile)('python3', ['-c', ptyDriver, dir], {timeout: 30_000});
    const created = ['PWNED', 'PWNED2', 'PWNED3'].filter((name) => existsSync(path.join(dir, name)));
    const argsFile = path.join(dir, 'curl-args');
    const curlArgs = existsSync(argsFile) ? readFileSync(argsFile, 'utf8').split('\0').slice(0, -1) : null;
    return {created, curlArgs};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

const ptyDriver = `
import os, pty, select, sys, time
dir = sys.argv[1]
pasted = open(os.path.join(dir, 'paste'), 'rb').read()
env = dict(os.environ, INPUTRC=os.path.join(dir, 'inputrc'), HISTFILE='/dev/null', TERM='xterm')
pid, fd = pty.fork()
if pid == 0:
    os.chdir(dir)
    os.execvpe('bash', ['bash', '--noprofile', '--rcfile', os.path.join(dir, 'rc'), '-i'], env)
def drain(seconds):
    end = time.time() + seconds
    while time.time() < end:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                os.read(fd, 65536)
            except OSError:
                return
drain(1.0)
os.write(fd, pasted)
drain(1.5)
os.write(fd, b'exit\\n')
drain(1.0)
os.waitpid(pid, 0)
`;
