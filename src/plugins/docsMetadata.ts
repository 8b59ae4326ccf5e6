import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {docsRouteProps} from './docsVersionLoader.cjs';

const loader = path.resolve(__dirname, 'docsVersionLoader.cjs');

/**
 * Every docs page loads the docs plugin's version metadata; this leaves the
 * docs' descriptions out of it, which no page of this site reads (see
 * docsVersionLoader.cjs): 9 KB less on each docs page.
 */
export default function docsMetadataPlugin(): Plugin {
  return {
    name: 'docs-metadata',
    configureWebpack() {
      return {
        module: {rules: [{test: docsRouteProps, use: [{loader}]}]},
        // The bundler's cache of the metadata is dropped when the loader changes.
        experiments: {cache: {buildDependencies: [loader]}},
      } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
