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

// Mistake: `O & ResourceOptions` instead of `Readonly<O> & ResourceOptions`.
// createResource can no longer infer its types from O: the path comes out
// as string, so the members accept any params, and create returns any.
export function createApiResource<O extends ResourceGenerics>({
  Endpoint = ApiEndpoint,
  ...options
}: O & ResourceOptions) {
  const base = createResource({Endpoint, ...options});
  // The server wraps its lists: {results: [...], total}.
  const getList = base.getList.extend({
    schema: {results: new schema.Collection([options.schema]), total: 0},
  });
  // create is the push of getList's Collection: replace it too, or it keeps
  // pushing through the Collection createResource made.
  return {...base, getList, create: getList.push};
}
