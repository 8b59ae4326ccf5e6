import {
  Entity,
  RestEndpoint,
  createResource,
  type RestGenerics,
} from '@data-client/rest';

// One subclass for every member of every resource that uses it.
export class ApiEndpoint<O extends RestGenerics = any>
  extends RestEndpoint<O> {
  // Mistake: super.getRequestInit is async in 0.9.9. Spreading the
  // promise it returns copies none of its fields: method, body and
  // headers are lost.
  getRequestInit(body: any): RequestInit {
    return {...super.getRequestInit(body), credentials: 'include'};
  }
}

export class Todo extends Entity {
  id = 0;
  title = '';
  completed = false;

  pk() {
    return `${this.id}`;
  }

  static key = 'Todo';
}

export const TodoResource = createResource({
  path: '/todos/:id',
  schema: Todo,
  Endpoint: ApiEndpoint,
});
