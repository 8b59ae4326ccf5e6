import LZString from 'lz-string';

/** A link that opens the playground of `site` with these files, waiting for the reader's Run. */
export function playgroundLink(site: string, files: Record<string, string>): string {
  const state = JSON.stringify({files});
  return `${site}/playground#v1/${LZString.compressToEncodedURIComponent(state)}`;
}

// For example, in an onboarding document's build script:
export const firstStep = playgroundLink('https://docs.example.com', {
  'main.ts': "import {TodoResource} from './resources';\n\nconsole.log(TodoResource.getList.url());",
  'resources.ts': [
    "import {Entity, createResource} from '@data-client/rest';",
    '',
    'export class Todo extends Entity {',
    '  id = 0;',
    '  pk() {',
    '    return `${this.id}`;',
    '  }',
    '}',
    '',
    "export const TodoResource = createResource({path: '/todos/:id', schema: Todo});",
  ].join('\n'),
});
