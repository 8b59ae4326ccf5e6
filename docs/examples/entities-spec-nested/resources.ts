import {Entity, createResource} from '@data-client/rest';

export class ArticleSummary extends Entity {
  readonly id: string = '';
  readonly title: string = '';

  pk() {
    return this.id;
  }

  static key = 'Article';
}

export class ArticleMeta extends Entity {
  readonly viewCount: number = 0;
  readonly likeCount: number = 0;
  readonly relatedArticles: ArticleSummary[] = [];

  // Not in the specification: every Entity needs a pk, and a meta object
  // has no id of its own. It takes its article's: the parent it is nested in.
  pk(parent?: {id?: string}) {
    return parent?.id;
  }

  static key = 'ArticleMeta';

  // Each related article goes to the Article table as a summary.
  static schema = {relatedArticles: [ArticleSummary]};
}

export class Article extends ArticleSummary {
  readonly content: string = '';
  readonly createdAt: Date = new Date(0);
  readonly meta: ArticleMeta = ArticleMeta.fromJS();

  static schema = {createdAt: (iso: string) => new Date(iso), meta: ArticleMeta};

  // meta is one of the defaults now: a record without it is not an Article.
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
