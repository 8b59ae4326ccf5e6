import {createResource, type ResourceGenerics} from '@data-client/rest';

// Every resource of this API lives under /api/v1. Readonly<O> is how
// createResource types its own argument: the path stays a literal type,
// so each member's parameters are inferred from it.
export function createApiResource<O extends ResourceGenerics>(
  options: Readonly<O>,
) {
  return createResource({...options, urlPrefix: '/api/v1'});
}
