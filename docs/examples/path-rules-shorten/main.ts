import {createResource, type ShortenPath} from '@data-client/rest';
import {PairResource, PostResource, RootResource, Todo, TodoResource} from './resources';

// At run time: the path getList and create use, for each resource.
for (const resource of [TodoResource, PostResource, PairResource, RootResource]) {
  console.log(`${resource.get.path.padEnd(26)} -> ${JSON.stringify(resource.getList.path)}`);
}

// Mistake: a path with no :param.
try {
  createResource({path: '/todos', schema: Todo});
} catch (error) {
  console.log(`path '/todos': ${(error as Error).message}`);
}

// In the types, ShortenPath keeps the slash before the last param. These compile:
export const todosType: ShortenPath<'/todos/:id'> = '/todos/';
export const postsType: ShortenPath<'/users/:userId/posts/:id'> = '/users/:userId/posts/';
export const rootType: ShortenPath<'/:id'> = '/';

// getList.path has that type, so the value it really holds is a type error:
// @ts-expect-error Type '"/todos"' is not assignable to type '"/todos/"'
export const realValue: typeof TodoResource.getList.path = '/todos';

// And so is a check against the real value; the check the types accept is false.
// @ts-expect-error This comparison appears to be unintentional: '"/todos/"' and '"/todos"' have no overlap
console.log('getList.path === "/todos": ', TodoResource.getList.path === '/todos');
console.log('getList.path === "/todos/":', TodoResource.getList.path === '/todos/');
