import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {siteWidePlaygroundModules} from './siteWideModules';

const siteDir = path.resolve(__dirname, '../..');

test("the playground's modules every page may load are those the site's theme and components import, and no more", () => {
  const modules = [...siteWidePlaygroundModules(siteDir)].map((file) => path.relative(siteDir, file)).sort();
  // The sidebar's ✓ per tutorial step (src/theme/DocSidebarItem/Link) reads the progress store.
  assert.ok(modules.includes(path.join('playground', 'session', 'progress.ts')), modules.join('\n'));
  assert.ok(modules.includes(path.join('playground', 'ui', 'Tasks', 'useProgress.ts')), modules.join('\n'));
  // A page that shows an example as code only (docs/playground.mdx) renders it with StaticCode.
  assert.ok(modules.includes(path.join('playground', 'ui', 'Playground', 'StaticCode.tsx')), modules.join('\n'));
  // And its class names: a CSS module is a module of the chunk too.
  assert.ok(modules.includes(path.join('playground', 'ui', 'Playground', 'styles.module.css')), modules.join('\n'));
  // The playground itself is not among them: a page without one must not load it.
  for (const heavy of [
    'ui/Playground/index.tsx',
    'session/session.ts',
    'session/guestLink.ts',
    'ui/RequestLog/index.tsx',
    'core/shareLink.ts',
  ]) {
    assert.ok(
      !modules.includes(path.join('playground', heavy)),
      `${heavy} is loaded by every page:\n${modules.join('\n')}`,
    );
  }
});
