import {
  RestEndpoint,
  createResource,
  schema,
  type ResourceGenerics,
  type ResourceOptions,
  type RestGenerics,
} from '@data-client/rest';

// The default Endpoint of every resource this factory makes.
export class ApiEndpoint<O extends RestGenerics = any> extends RestEndpoint<O> {
  // Async in 0.9.9: await the base; it sets method, body and headers.
  async getRequestInit(body: any): Promise<RequestInit> {
    return {...(await super.getRequestInit(body)), credentials: 'include'};
  }
}

// Readonly<O>, the type createResource gives its own argument: the call
// below then infers createResource's types from the caller's path and schema.
export function createApiResource<O extends ResourceGenerics>({
  Endpoint = ApiEndpoint,
  ...options
}: Readonly<O> & ResourceOptions) {
  const base = createResource({Endpoint, ...options});
  // The server wraps its lists: {results: [...], total}.
  const getList = base.getList.extend({
    schema: {results: new schema.Collection([options.schema]), total: 0},
  });
  // create is the push of getList's Collection: replace it too, or it keeps
  // pushing through the Collection createResource made.
  return {...base, getList, create: getList.push};
}
