import {Entity, createResource, schema} from '@data-client/rest';

export class Article extends Entity {
  id = 0;
  title = '';
  author = '';

  pk() {
    return `${this.id}`;
  }

  static key = 'Article';
}

export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
}).extend('getList', {
  searchParams: {} as {limit?: number; skip?: number},
  schema: {
    // limit and skip page the list; they do not filter it, so a new
    // article may join.
    results: new schema.Collection([Article], {
      nonFilterArgumentKeys: ['limit', 'skip'],
    }),
    total: 0,
    limit: 0,
    skip: 0,
  },
});
// Mistake: create was not replaced. It is still the push of the Collection
// createResource built, which knows nothing of nonFilterArgumentKeys.
