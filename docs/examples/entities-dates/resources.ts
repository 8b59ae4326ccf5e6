import {Entity, createResource} from '@data-client/rest';

export class Article extends Entity {
  id = 0;
  title = '';
  createdAt = new Date(0);

  pk() {
    return `${this.id}`;
  }

  static key = 'Article';

  // A function is called with the stored value each time the entity
  // is read: this one makes a real Date from the server's ISO string.
  static schema = {createdAt: (iso: string) => new Date(iso)};
}

export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
});
