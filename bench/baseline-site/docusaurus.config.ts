import type {Config} from '@docusaurus/types';

/**
 * The benchmark's baseline: a plain Docusaurus site of the same version and
 * bundler as the docs site, with one docs page and nothing added.
 */
const config: Config = {
  title: 'Baseline',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true},
    faster: true,
  },
  presets: [['classic', {docs: {routeBasePath: 'docs'}, blog: false}]],
};

export default config;
