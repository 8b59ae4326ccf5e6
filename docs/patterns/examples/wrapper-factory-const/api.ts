import {createResource, type ResourceGenerics} from '@data-client/rest';

// Mistake: a const type parameter does not help. O itself is inferred
// with path '/todos/:id', but the resource comes out typed with
// path: string and schema: Schema, so every member accepts any params
// and returns any.
export function createApiResource<const O extends ResourceGenerics>(
  options: O,
) {
  return createResource({...options, urlPrefix: '/api/v1'});
}
