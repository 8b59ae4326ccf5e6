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
  // Short, so the walk can wait for it: a stored answer is fresh for 500 ms.
  dataExpiryLength: 500,
});

// Same request, same store entry; only useSuspense's rule differs.
export const getStrict = ArticleResource.get.extend({invalidIfStale: true});
