import {Entity, createResource} from '@data-client/rest';

export class Article extends Entity {
  id = 0;
  title = '';
  author = '';

  pk() {
    return `${this.id}`;
  }

  static key = 'Article';
}

export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
});

// A mistake: the server serves /articles, not /article.
export const TypoResource = createResource({
  path: '/article/:id',
  schema: Article,
});

// Served by mocks.ts as a dev server that answers every unknown path with its HTML page.
export const DraftResource = createResource({
  path: '/drafts/:id',
  schema: Article,
});
