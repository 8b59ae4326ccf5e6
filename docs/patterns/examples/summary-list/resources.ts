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

  static validate(processedEntity: Record<string, unknown>) {
    if (!('body' in processedEntity)) return 'Article has no body';
    return super.validate(processedEntity);
  }
}

// Every member works with the full Article, except getList, which
// reads summaries.
export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
}).extend('getList', {schema: new schema.Collection([ArticleSummary])});
