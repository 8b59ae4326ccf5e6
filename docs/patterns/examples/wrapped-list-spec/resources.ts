import {Entity, createResource} from '@data-client/rest';

export class Article extends Entity {
  id = 0;
  title = '';
  author = '';

  pk() {
    return `${this.id}`;
  }

  static key = 'Article';
}

// The specification's form: results is an array of the entity, not a
// Collection. total, limit and skip are numbers, kept as the server sent them.
export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
}).extend('getList', {
  schema: {
    results: [Article],
    total: 0,
    limit: 0,
    skip: 0,
  },
});
