import {
  Entity,
  RestEndpoint,
  createResource,
  type RestGenerics,
} from '@data-client/rest';

// One subclass for every member of every resource that uses it.
export class ApiEndpoint<O extends RestGenerics = any>
  extends RestEndpoint<O> {
  // Async in 0.9.9: await the base; it sets method, body and headers.
  async getRequestInit(body: any): Promise<RequestInit> {
    const init = await super.getRequestInit(body);
    return {...init, credentials: 'include'};
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
