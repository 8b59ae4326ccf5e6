import {version as reactVersion} from 'react';
import * as react from '@data-client/react';
import * as rest from '@data-client/rest';
import {ArticleResource} from './resources';

const has = (module: object, name: string) => (name in module ? 'yes' : 'no');

console.log(`react: ${reactVersion}`);
console.log(`@data-client/rest exports createResource: ${has(rest, 'createResource')}, resource: ${has(rest, 'resource')}`);
console.log(`schema.Invalidate: ${has(rest.schema, 'Invalidate')}, schema.Delete: ${has(rest.schema, 'Delete')}`);
console.log(`@data-client/react exports NetworkErrorBoundary: ${has(react, 'NetworkErrorBoundary')}, ErrorBoundary: ${has(react, 'ErrorBoundary')}`);
console.log(`@data-client/react exports useDLE: ${has(react, 'useDLE')}, useLoading: ${has(react, 'useLoading')}`);
console.log(`@data-client/react exports CacheProvider: ${has(react, 'CacheProvider')}, DataProvider: ${has(react, 'DataProvider')}`);

// What createResource builds in this version.
console.log(`getList.schema is a schema.Collection: ${ArticleResource.getList.schema instanceof rest.schema.Collection}`);
console.log(`create.schema is getList.schema.push: ${ArticleResource.create.schema === ArticleResource.getList.schema.push}`);
console.log(`delete.schema is a schema.Invalidate: ${ArticleResource.delete.schema instanceof rest.schema.Invalidate}`);
