import {Entity, RestEndpoint, createResource} from '@data-client/rest';

/** What the list answers. */
export class ArticleSummary extends Entity {
  id = 0;
  title = '';

  pk() {
    return `${this.id}`;
  }

  // The same key as Article: both classes write into one table.
  static key = 'Article';
}

/** What GET /articles/:id answers. */
export class Article extends Entity {
  id = 0;
  title = '';
  author = '';
  body = '';

  pk() {
    return `${this.id}`;
  }

  static key = 'Article';
}

export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
  // Short, so the example can wait for it.
  dataExpiryLength: 1000,
});

export const getSummaries = new RestEndpoint({
  path: '/articles',
  schema: [ArticleSummary],
  name: 'ArticleSummary.getList',
  dataExpiryLength: 1000,
});
