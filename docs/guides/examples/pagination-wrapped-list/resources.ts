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

const BaseArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
  // The query param that names the page; getList.getPage uses it (see "Load more").
  paginationField: 'skip',
});

// The list comes wrapped: only `results` holds entities; total, limit and skip pass through as they are.
export const ArticleResource = BaseArticleResource.extend('getList', {
  schema: {
    results: new schema.Collection([Article]),
    total: 0,
    limit: 0,
    skip: 0,
  },
});
