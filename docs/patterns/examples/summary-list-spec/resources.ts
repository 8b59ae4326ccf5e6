import {Entity, createResource} from '@data-client/rest';

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

// The specification's form: getList reads an array of the summary, not a
// Collection. The other members work with the full Article.
export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
}).extend('getList', {schema: [ArticleSummary]});
