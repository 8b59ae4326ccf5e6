import {Entity, RestEndpoint, createResource, type RestInstanceBase} from '@data-client/rest';

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

// Each hook logs what it is given, then does what RestEndpoint does by default.
// An option replaces RestEndpoint's method of the same name on every member.
const base = RestEndpoint.prototype;

export const TodoResource = createResource({
  path: '/todos/:id',
  schema: Todo,
  // Spread into the init of every fetch.
  requestInit: {credentials: 'same-origin'},
  async getRequestInit(this: RestInstanceBase, body?: RequestInit['body'] | Record<string, unknown>) {
    console.log('1. getRequestInit gets the body:', JSON.stringify(body));
    const init = await base.getRequestInit.call(this, body);
    console.log(`3. getRequestInit returns method ${init.method}, credentials ${init.credentials}`);
    return init;
  },
  getHeaders(headers: HeadersInit) {
    console.log('2. getHeaders gets:', JSON.stringify(headers));
    return {...(headers as Record<string, string>), 'X-Docs': 'yes'};
  },
  fetchResponse(this: RestInstanceBase, input: RequestInfo, init: RequestInit) {
    console.log(`4. fetchResponse: ${init.method} ${input} with headers ${JSON.stringify(init.headers)}`);
    return base.fetchResponse.call(this, input, init);
  },
  parseResponse(this: RestInstanceBase, response: Response) {
    console.log(`5. parseResponse: status ${response.status}, ${response.headers.get('content-type')}`);
    return base.parseResponse.call(this, response);
  },
});
