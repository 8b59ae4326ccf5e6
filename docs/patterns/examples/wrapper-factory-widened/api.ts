import {createResource, type ResourceGenerics} from '@data-client/rest';

// Mistake: `options: O` instead of `options: Readonly<O>`. TypeScript infers
// O's path as string, not '/todos/:id', so every member accepts any params.
export function createApiResource<O extends ResourceGenerics>(options: O) {
  return createResource({...options, urlPrefix: '/api/v1'});
}
