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

// Several members at once, each by its name: the reads move to /api/v2, the writes stay.
export const ArticleResource = BaseArticleResource.extend({
  get: {urlPrefix: '/api/v2'},
  getList: {urlPrefix: '/api/v2'},
});
