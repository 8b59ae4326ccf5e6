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

// The function gets the resource and returns endpoints to add (or to replace): built from any member.
export const ArticleResource = BaseArticleResource.extend((base) => ({
  getByAuthor: base.getList.extend({
    path: '/authors/:author/articles',
    name: 'Article.getByAuthor',
  }),
  publish: base.partialUpdate.extend({
    path: '/articles/:id/publish',
    method: 'POST',
    body: undefined,
    name: 'Article.publish',
  }),
}));
