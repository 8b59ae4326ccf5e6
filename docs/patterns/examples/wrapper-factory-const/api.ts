import {createResource, type ResourceGenerics} from '@data-client/rest';

// Mistake: a const type parameter does not keep the path literal here either.
// O itself is inferred with path '/todos/:id', but the resource createResource
// returns is typed with path: string, so every member accepts any params.
export function createApiResource<const O extends ResourceGenerics>(options: O) {
  return createResource({...options, urlPrefix: '/api/v1'});
}
