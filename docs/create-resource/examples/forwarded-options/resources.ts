import {Entity, createResource, schema, type PolymorphicInterface} from '@data-client/rest';

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

// A Collection subclass, generic like schema.Collection itself.
export class TodoCollection<
  S extends any[] | PolymorphicInterface = any,
  Args extends any[] = any,
  Parent = any,
> extends schema.Collection<S, Args, Parent> {}

// Options createResource passes on to its members. Nothing is fetched here:
// the program only looks at where each one ends up.
export const options = {
  urlPrefix: 'https://api.example.com',
  requestInit: {credentials: 'include'} as RequestInit,
  getHeaders: (headers: HeadersInit) => headers,
  getRequestInit: (body: unknown) => ({body: JSON.stringify(body)}),
  fetchResponse: (input: RequestInfo, init: RequestInit) => fetch(input, init),
  parseResponse: (response: Response) => response.json(),
  process: (value: unknown) => value,
  dataExpiryLength: 5000,
  errorExpiryLength: 500,
  pollFrequency: 10000,
  invalidIfStale: true,
  errorPolicy: () => 'soft' as const,
  paginationField: 'page',
  searchParams: {} as {userId?: number},
  optimistic: true,
  Collection: TodoCollection,
};

export const TodoResource = createResource({
  path: '/todos/:id',
  schema: Todo,
  ...options,
});
