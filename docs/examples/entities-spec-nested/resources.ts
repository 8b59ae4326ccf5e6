import {Entity, createResource} from '@data-client/rest';

// In this variant the summary holds everything but meta.
export class ArticleSummary extends Entity {
  readonly id: string = '';
  readonly title: string = '';
  readonly content: string = '';
  readonly createdAt: Date = new Date(0);

  pk() {
    return this.id;
  }

  static key = 'Article';

  // As the specification writes it. In 0.9.9 this does not give a Date
  // (see "Dates" on the same page).
  static schema = {createdAt: Date};
}

export class ArticleMeta extends Entity {
  readonly viewCount: number = 0;
  readonly likeCount: number = 0;
  readonly relatedArticles: ArticleSummary[] = [];

  // The specification's pk() returns the id field, and a meta object has
  // none. This one takes its article's: the parent it is nested in.
  pk(parent?: {id?: string}) {
    return parent?.id;
  }

  static key = 'ArticleMeta';

  // Each related article goes to the Article table as a summary.
  static schema = {relatedArticles: [ArticleSummary]};
}

// The detail adds meta.
export class Article extends ArticleSummary {
  readonly meta: ArticleMeta = ArticleMeta.fromJS();

  // A subclass's static schema replaces its parent's: spread the summary's
  // so createdAt stays mapped.
  static schema = {...ArticleSummary.schema, meta: ArticleMeta};

  // The defaults double as the required-field list: meta is one of them.
  static validate(processedEntity: Record<string, unknown>): string | undefined {
    const missing = Object.keys(this.defaults).find((key) => !(key in processedEntity));
    if (missing !== undefined) return `Article needs ${missing}`;
    return super.validate(processedEntity);
  }
}

export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
});
