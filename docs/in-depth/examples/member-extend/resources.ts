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

export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
});

// A one-off endpoint, outside the resource: GET /featured answers a list of articles.
export const getFeatured = ArticleResource.getList.extend({
  path: '/featured',
  schema: [Article],
  name: 'Article.getFeatured',
});

// Mistake: without its own schema it keeps getList's Collection, and a Collection entry is
// keyed by the arguments only: getFeaturedShared() and getList() both write the entry {}.
export const getFeaturedShared = ArticleResource.getList.extend({
  path: '/featured',
  name: 'Article.getFeatured',
});
