import {Entity, createResource} from '@data-client/rest';

export class Article extends Entity {
  id = 0;
  title = '';
  author = '';
  published = false;

  pk() {
    return `${this.id}`;
  }

  static key = 'Article';
}

const BaseArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
});

export const ArticleResource = BaseArticleResource
  // 'publish' is not a member yet: extend builds it from get (schema Article), with these options.
  .extend('publish', {
    path: '/articles/:id/publish',
    method: 'POST',
    // No body: without this, a POST takes its only argument as the body, and {id} never reaches the URL.
    body: undefined,
  })
  // Mistake: built from get too, so its schema is one Article, not a list.
  .extend('getByAuthor', {
    path: '/authors/:author/articles',
  });
