import {createResource, type ResourceGenerics} from '@data-client/rest';

// Mistake: `options: O` instead of `options: Readonly<O>`. The resource
// comes out typed with path: string and schema: Schema, so every member
// accepts any params and returns any.
export function createApiResource<O extends ResourceGenerics>(
  options: O,
) {
  return createResource({...options, urlPrefix: '/api/v1'});
}
