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

// Replaces getList by name: same URL and key, but its search parameters are now typed.
export const ArticleResource = BaseArticleResource.extend('getList', {
  searchParams: {} as {author?: string},
});

export {BaseArticleResource};
