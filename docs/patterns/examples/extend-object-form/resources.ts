import {Entity, createResource, schema} from '@data-client/rest';

export class ArticleSummary extends Entity {
  id = 0;
  title = '';
  author = '';

  pk() {
    return `${this.id}`;
  }

  static key = 'Article';
}

export class Article extends ArticleSummary {
  body = '';
}

// The object form of extend: same run-time result as extend('getList', ...),
// but its type lists only get, getList, update, partialUpdate and delete.
export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
}).extend({
  getList: {schema: new schema.Collection([ArticleSummary])},
});
