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
export class Article extends ArticleSummary {
  body = '';

  // A record stored by the list has no body: call it incomplete, so
  // that reading it as an Article fetches the full record.
  static validate(processedEntity: Record<string, unknown>) {
    if (!('body' in processedEntity)) return 'Article has no body';
    return super.validate(processedEntity);
  }
}

export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
}).extend('getList', {schema: new schema.Collection([ArticleSummary])});
