import {Entity, createResource, schema} from '@data-client/rest';

// What GET /articles sends for each article: no body.
export class ArticleSummary extends Entity {
  id = 0;
  title = '';
  author = '';

  pk() {
    return `${this.id}`;
  }

  // Both classes write into the same table.
  static key = 'Article';
}

// What GET /articles/:id sends. It inherits static key = 'Article'.
// Mistake: no validate. A summary stored by the list counts as a complete
// Article, so get never fetches and the body stays at its default, ''.
export class Article extends ArticleSummary {
  body = '';
}

export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
}).extend('getList', {schema: new schema.Collection([ArticleSummary])});
