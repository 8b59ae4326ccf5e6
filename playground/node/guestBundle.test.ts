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
