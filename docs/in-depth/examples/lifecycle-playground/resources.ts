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
  // A stored answer is fresh for 10 s, long enough to watch it turn stale.
  dataExpiryLength: 10_000,
});

// Same request, same store entry; only useSuspense's rule differs.
export const getStrict = ArticleResource.get.extend({invalidIfStale: true});
