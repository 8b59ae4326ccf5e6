import './browserGlobals';
import assert from 'node:assert/strict';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {createElement, type ReactNode} from 'react';
import TestRenderer from 'react-test-renderer';
import {isRecordedRun} from '../core/recorded';
import {readExample, readNetworkSettings} from './examples';
import {createNodeHost} from './nodeHost';
import {previewMarkup} from './previewMarkup';
import {recordExample} from './record';

const docs = path.resolve(__dirname, '../../docs');

/** What react-test-renderer holds of `element`, as the recording reads it. */
function treeOf(element: ReactNode) {
  return TestRenderer.create(createElement('div', null, element)).toJSON();
}

describe('a recorded preview as HTML', () => {
  test('text and attributes are escaped, styles written as CSS, event handlers dropped', () => {
    const shown = previewMarkup(
      treeOf(
        createElement('ul', {style: {opacity: 0.5, marginTop: 4}}, [
          createElement('li', {key: 1, title: '"quoted" & <tagged>'}, '</template><script>alert(1)</script>'),
          createElement('li', {key: 2}, createElement('button', {type: 'button', onClick: () => {}}, 'Refresh')),
          createElement('li', {key: 3}, createElement('input', {type: 'checkbox', checked: true, readOnly: true})),
        ]),
      ),
    );
    assert.deepEqual(shown, {
      markup:
        '<div><ul style="opacity:0.5;margin-top:4px"><li title="&quot;quoted&quot; &amp; &lt;tagged&gt;">&lt;/template&gt;&lt;script&gt;alert(1)&lt;/script&gt;</li>' +
        '<li><button type="button">Refresh</button></li><li><input type="checkbox" readonly="" checked=""/></li></ul></div>',
    });
  });

  test('a picture from a data: address is shown; what would run code or load from elsewhere is not', () => {
    assert.ok('markup' in previewMarkup(treeOf(createElement('img', {src: 'data:image/png;base64,AAAA', alt: 'dot'}))));
    assert.ok(
      'markup' in previewMarkup(treeOf(createElement('a', {href: 'https://example.com/'}, 'a link'))),
      'a link loads nothing until clicked',
    );
    const refused: [ReactNode, string][] = [
      [createElement('script', null, 'alert(1)'), 'it renders a <script>'],
      [createElement('style', null, 'p {}'), 'it renders a <style>'],
      [createElement('iframe', {src: 'about:blank'}), 'it renders a <iframe>'],
      [
        createElement('div', {dangerouslySetInnerHTML: {__html: '<b>x</b>'}}),
        'it sets HTML of its own (dangerouslySetInnerHTML)',
      ],
      [createElement('img', {src: 'https://example.com/cat.png'}), 'its <img> loads https://example.com/cat.png'],
      [createElement('img', {src: '/cat.png'}), 'its <img> loads /cat.png'],
      [
        createElement('div', {style: {backgroundImage: 'url(https://example.com/cat.png)'}}),
        'an inline style of it loads an address',
      ],
      [createElement('a', {href: 'javascript:alert(1)'}, 'x'), 'its <a> has a javascript: address'],
    ];
    for (const [element, why] of refused) assert.deepEqual(previewMarkup(treeOf(element)), {notRecorded: why});
  });

  test("a preview still showing the playground's Suspense fallback is not recorded", () => {
    assert.deepEqual(previewMarkup(treeOf(createElement('p', {className: 'playground-preview-loading'}, 'Loading…'))), {
      notRecorded: 'it was still loading when the run ended: its Suspense fallback showed',
    });
  });
});

describe('an App.tsx recording holds its preview as the run ended', () => {
  const host = createNodeHost();
  after(() => host.close());

  async function record(folder: string, steps: Parameters<typeof recordExample>[3] = []) {
    const dir = path.join(docs, folder);
    const recorded = await recordExample(readExample(dir), host, readNetworkSettings(dir), steps);
    assert.ok(isRecordedRun(recorded), `${folder} was not recorded`);
    return recorded.preview;
  }

  test('the todo list, as its requests left it', async () => {
    assert.deepEqual(await record('getting-started/examples/todo-list'), {
      markup:
        '<ul><li><label><input type="checkbox"/> Read the createResource docs</label></li>' +
        '<li><label><input type="checkbox"/> Run an example</label></li></ul>',
    });
  });

  test('the store after the last request, not the first: a page loaded more', async () => {
    const preview = await record('guides/examples/pagination-load-more', [{click: 'Load more'}]);
    assert.ok(preview && 'markup' in preview, JSON.stringify(preview));
    assert.match(preview.markup, /<p>10 of 12 <button/, 'the second page is in the list');
  });

  test('a preview that changes once, a moment after its run (React committing late on a busy machine), is recorded as it then holds', async () => {
    const files = {
      'App.tsx': [
        "import {useEffect, useState} from 'react';",
        'export default function App() {',
        "  const [text, setText] = useState('starting');",
        '  useEffect(() => {',
        "    const timer = setTimeout(() => setText('settled'), 100);",
        '    return () => clearTimeout(timer);',
        '  }, []);',
        '  return <p>{text}</p>;',
        '}',
      ].join('\n'),
    };
    const recorded = await recordExample(files, host);
    assert.ok(isRecordedRun(recorded), JSON.stringify(recorded));
    assert.deepEqual(recorded.preview, {markup: '<p>settled</p>'});
  });

  test('a preview a timer keeps changing is not recorded, and says why; its markup only holds its place', async () => {
    const preview = await record('in-depth/examples/lifecycle-playground');
    assert.ok(preview && 'notRecorded' in preview, JSON.stringify(preview));
    assert.equal(preview.notRecorded, 'it kept changing after its run had ended: a timer drives it');
    assert.match(preview.sizedBy ?? '', /Stored -?\d\.\d s ago/);
  });
});
