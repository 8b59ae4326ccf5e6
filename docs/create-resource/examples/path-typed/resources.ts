import {Entity, createResource} from '@data-client/rest';

export class Todo extends Entity {
  id = 0;
  userId = 0;
  title = '';
  completed = false;

  pk() {
    return `${this.id}`;
  }

  static key = 'Todo';
}

// The path is written in the call: its type is the literal '/todos/:id',
// so TypeScript knows get takes {id}.
export const TodoResource = createResource({
  path: '/todos/:id',
  schema: Todo,
});

// The same path typed as string: TypeScript no longer knows its params.
const todoPath: string = '/todos/:id';
export const LooseTodoResource = createResource({
  path: todoPath,
  schema: Todo,
});

// Options built first: the object's path widens to string, the same loss.
// Writing `path: '/todos/:id' as const` here keeps the literal.
const todoOptions = {path: '/todos/:id', schema: Todo};
export const WidenedTodoResource = createResource(todoOptions);
