import {Entity, createResource, schema} from '@data-client/rest';

// What GET /articles sends for each article.
export class ArticleSummary extends Entity {
  readonly id: string = '';
  readonly title: string = '';

  pk() {
    return this.id;
  }

  // Article inherits this key: both classes write into one table.
  static key = 'Article';
}

// What GET /articles/:id sends.
export class Article extends ArticleSummary {
  readonly content: string = '';
  readonly createdAt: Date = new Date(0);

  // As the specification writes it. In 0.9.9 this does not give a Date:
  // the library calls Date(value) without `new`, which returns the
  // current time as a string (see the recipe on the same page).
  static schema = {createdAt: Date};

  // The defaults double as the required-field list: a record that lacks
  // any of them (a summary lacks content and createdAt) is not an Article.
  static validate(processedEntity: Record<string, unknown>): string | undefined {
    const missing = Object.keys(this.defaults).find((key) => !(key in processedEntity));
    if (missing !== undefined) return `Article needs ${missing}`;
    return super.validate(processedEntity);
  }
}

export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
}).extend('getList', {schema: new schema.Collection([ArticleSummary])});
