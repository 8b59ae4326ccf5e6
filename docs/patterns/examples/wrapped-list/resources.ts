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

// GET /articles answers {results, total, limit, skip}: only results
// holds articles.
export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
}).extend('getList', {
  schema: {
    results: new schema.Collection([Article]),
    total: 0,
    limit: 0,
    skip: 0,
  },
});
