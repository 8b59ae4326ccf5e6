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
