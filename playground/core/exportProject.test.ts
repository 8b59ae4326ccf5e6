import assert from 'node:assert/strict';
import {test} from 'node:test';
import {strFromU8, unzipSync} from 'fflate';
import {downloadName, exportProject} from './exportProject';
import {zipProject} from './projectZip';

const template = {
  files: {
    'package.json': '{"name": "playground-export", "private": true}\n',
    'README.md': 'How to run it.\n',
    'src/main.tsx': '// entry\n',
  },
};
const files = {
  'App.tsx': 'export default function App() { return null; }\n',
  'resources.ts': 'export {};\n',
  'db.json': '{"todos": []}\n',
};
const network = {latencyMs: 300, routes: {'GET /todos': {status: 500, body: '{"message":"down"}'}}};

test('an export holds the playground files under src/example, its network settings, its entry, and the template', () => {
  const project = exportProject(files, network, 'getting-started/examples/todo-list', template);
  assert.equal(project.folder, 'todo-list');
  assert.deepEqual(Object.keys(project.files).sort(), [
    'README.md',
    'package.json',
    'src/example/App.tsx',
    'src/example/db.json',
    'src/example/network.json',
    'src/example/resources.ts',
    'src/main.tsx',
    'src/project.json',
  ]);
  assert.equal(project.files['src/example/App.tsx'], files['App.tsx']);
  assert.deepEqual(JSON.parse(project.files['src/example/network.json']!), network);
  assert.deepEqual(JSON.parse(project.files['src/project.json']!), {
    name: 'todo-list',
    from: 'getting-started/examples/todo-list',
    entry: 'App.tsx',
  });
  assert.deepEqual(JSON.parse(project.files['package.json']!), {name: 'todo-list', private: true});
  assert.equal(project.files['README.md'], '# todo-list\n\nHow to run it.\n');
  assert.equal(project.files['src/main.tsx'], '// entry\n');
});

test('a plain program is exported with main.ts as its entry', () => {
  const project = exportProject({'main.ts': 'console.log(1);\n'}, {latencyMs: 0, routes: {}}, 'playground', template);
  assert.equal(JSON.parse(project.files['src/project.json']!).entry, 'main.ts');
  assert.equal(project.folder, 'playground');
});

test('the zip holds one folder with every file, as written', () => {
  const project = exportProject(files, network, 'guides/examples/errors-404', template);
  const unzipped = unzipSync(zipProject(project));
  assert.deepEqual(
    Object.fromEntries(Object.entries(unzipped).map(([name, bytes]) => [name, strFromU8(bytes)])),
    Object.fromEntries(Object.entries(project.files).map(([name, text]) => [`errors-404/${name}`, text])),
  );
});

test('a file name from a link cannot reach outside src/example, nor replace the network settings', () => {
  for (const name of ['../../package.json', 'a/b.ts', '.npmrc', '', 'network.json']) {
    assert.throws(
      () => exportProject({'main.ts': '', [name]: 'x'}, {latencyMs: 0, routes: {}}, 'playground', template),
      /cannot be a file of the project/,
      name,
    );
  }
});

test('download names are the example folder, in characters any file system takes', () => {
  assert.equal(downloadName('create-resource/examples/delete-204'), 'delete-204');
  assert.equal(downloadName('My Example!'), 'my-example-');
  assert.equal(downloadName('docs/Todo  App!?'), 'todo-app-', 'a run of other characters is one dash');
  assert.equal(downloadName('docs/'), 'playground', 'a name with no characters left');
});

test("a template without a README gets one with the project's name", () => {
  const project = exportProject(files, network, 'docs/todo-list', {files: {'package.json': '{}'}});
  assert.equal(project.files['README.md'], '# todo-list\n\n');
});
