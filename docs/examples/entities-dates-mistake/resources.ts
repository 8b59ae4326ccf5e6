import {Entity, createResource} from '@data-client/rest';

export class Article extends Entity {
  id = 0;
  title = '';
  createdAt = new Date(0);

  pk() {
    return `${this.id}`;
  }

  static key = 'Article';

  // Mistake: normalizr calls Date(value) without `new`. Called that
  // way, Date ignores its argument and returns the current time as a
  // string.
  static schema = {createdAt: Date};
}

export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
});
