import {Entity, createResource} from '@data-client/rest';

export class Todo extends Entity {
  id = 0;
  title = '';

  pk() {
    return `${this.id}`;
  }

  static key = 'Todo';
}

export class Note extends Entity {
  id = 0;
  title = '';

  pk() {
    return `${this.id}`;
  }

  static key = 'Note';
}

// The default errorPolicy: 'soft' for status 500 and above, 'hard' otherwise.
export const TodoResource = createResource({
  path: '/todos/:id',
  schema: Todo,
});

// Every error is 'soft': data already stored is kept on screen.
export const NoteResource = createResource({
  path: '/notes/:id',
  schema: Note,
  errorPolicy: () => 'soft' as const,
});
