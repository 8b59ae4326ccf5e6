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

export class ArticleMeta extends Entity {
  articleId = 0;
  views = 0;
  relatedArticles: ArticleSummary[] = [];

  pk() {
    return `${this.articleId}`;
  }

  static key = 'ArticleMeta';

  // Each related article is an entity of its own: it goes to the Article table.
  static schema = {relatedArticles: [ArticleSummary]};
}

export class Article extends ArticleSummary {
  body = '';
  meta = ArticleMeta.fromJS();

  // meta is an entity too: it goes to the ArticleMeta table.
  static schema = {meta: ArticleMeta};

  static validate(processedEntity: Record<string, unknown>) {
    if (!('body' in processedEntity)) return 'Article has no body';
    return super.validate(processedEntity);
  }
}

export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
});
