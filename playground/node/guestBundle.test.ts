import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {test} from 'node:test';
import {inlineScripts} from './guestBundle';

const page = `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'none';script-src 'self' 'unsafe-eval';style-src 'self'"></head><body><main></main><script src="/assets/a.js"></script><script src="/assets/b.js"></script></body></html>`;
const scripts: Record<string, string> = {
  '/assets/a.js': 'var a = 1;',
  '/assets/b.js': 'var html = "<script></script>", re = /<\\/SCRIPT>/i;',
};
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('the guest page carries its scripts, each allowed by its hash, and none can end its own <script> early', () => {
  const html = inlineScripts(page, (src) => scripts[src]!);
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  assert.deepEqual(
    inline,
    ['var a = 1;', 'var html = "<script><\\/script>", re = /<\\/SCRIPT>/i;'],
    'the scripts in order, `</script` written `<\\/script`',
  );
  assert.equal(
    new Function(`${inline[1]}; return [html, re.source];`)().join(' '),
    '<script></script> <\\/SCRIPT>',
    'the same values once escaped',
  );
  assert.ok(!html.includes(' src='), 'no script is loaded from the site');
  assert.match(
    html,
    new RegExp(`script-src 'self' 'unsafe-eval' ${inline.map(sha256).join(' ').replace(/[+/]/g, '\\$&')};style-src`),
    'each hash in script-src, and no other directive changed',
  );
});

test('a page without script-src in its policy is refused, not shipped with scripts its policy blocks', () => {
  assert.throws(
    () => inlineScripts(page.replace("script-src 'self' 'unsafe-eval';", ''), (src) => scripts[src]!),
    /no script-src/,
  );
});

test('"<!--" in a comment is taken out of it; in code, a string or a regular expression the script is refused', () => {
  const inline = (text: string) => inlineScripts(page, (src) => (src === '/assets/a.js' ? text : 'var b;'));
  const html = inline('// `<!--`, an XML-style comment\nvar a = 1; /* <!-- */');
  assert.ok(html.includes('<script>// `<! --`, an XML-style comment\nvar a = 1; /* <! -- */</script>'));
  assert.ok(!html.includes('<!--'));
  for (const text of ['var s = "<!--";', 'var r = /<!--/;', 'var t = `<!-- ${1}`;']) {
    assert.throws(() => inline(text), /holds "<!--"/, text);
  }
});

test("the hashes go into the policy's own tag, not into a comment that names script-src before it", () => {
  const commented = page.replace(
    '<head>',
    '<head><!-- each allowed by its hash (added to script-src by the build) -->',
  );
  const html = inlineScripts(commented, (src) => scripts[src]!);
  assert.ok(
    html.includes('<!-- each allowed by its hash (added to script-src by the build) -->'),
    'the comment as it was',
  );
  assert.match(
    html,
    /content="default-src 'none';script-src 'self' 'unsafe-eval' 'sha256-[^']+' 'sha256-[^']+';style-src/,
  );
});
