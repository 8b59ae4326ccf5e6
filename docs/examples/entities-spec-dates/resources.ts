import {Entity, createResource, schema} from '@data-client/rest';

export class ArticleSummary extends Entity {
  readonly id: string = '';
  readonly title: string = '';

  pk() {
    return this.id;
  }

  static key = 'Article';
}

export class Article extends ArticleSummary {
  readonly content: string = '';
  readonly createdAt: Date = new Date(0);

  // The recipe: a function that calls `new Date` with the stored ISO
  // string. The store keeps the string; reading the record makes the Date.
  static schema = {createdAt: (iso: string) => new Date(iso)};

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
