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

export class Price extends Entity {
  id = 0;
  item = '';
  cents = 0;

  pk() {
    return `${this.id}`;
  }

  static key = 'Price';
}

// Old articles are fine to show while newer ones load.
export const ArticleResource = createResource({
  path: '/articles/:id',
  schema: Article,
  dataExpiryLength: 2000,
});

// An old price must never be shown: once stale, it counts as missing.
export const PriceResource = createResource({
  path: '/prices/:id',
  schema: Price,
  dataExpiryLength: 2000,
  invalidIfStale: true,
});
