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

  // A record without body came from the list: not an Article yet, so get fetches it.
  static validate(processedEntity: Record<string, unknown>): string | undefined {
    if (!Object.hasOwn(processedEntity, 'body')) return 'Article needs body; a summary has none';
    return undefined;
  }
}

export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
});

export const getSummaries = new RestEndpoint({
  path: '/articles',
  schema: [ArticleSummary],
  name: 'ArticleSummary.getList',
});
