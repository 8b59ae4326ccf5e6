import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import playgroundPlugin from './src/plugins/playground';
import playgroundExamples from './src/remark/playgroundExamples';
import {withContrast} from './src/prismContrast';

const config: Config = {
  title: 'createResource, live',
  tagline:
    'Learn the REST resource factory of @data-client/rest 0.9.9 by running it: every example compiles, calls a mock server in your browser, and shows the requests and the normalized store.',
  favicon: 'img/favicon.svg',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  trailingSlash: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true},
    faster: true,
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          routeBasePath: 'docs',
          beforeDefaultRemarkPlugins: [playgroundExamples],
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [playgroundPlugin],

  themes: [
    [
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: true,
        indexBlog: false,
        docsRouteBasePath: '/docs',
        highlightSearchTermsOnTargetPage: false,
      },
    ],
  ],

  themeConfig: {
    colorMode: {respectPrefersColorScheme: true},
    navbar: {
      title: 'createResource, live',
      logo: {alt: '', src: 'img/favicon.svg'},
      items: [
        {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
        {to: '/docs/tutorial', label: 'Tutorial', position: 'left'},
        {to: '/playground', label: 'Playground', position: 'left'},
        {to: '/docs/reference', label: 'Reference', position: 'left'},
      ],
    },
    footer: {
      style: 'dark',
      copyright:
        'Describes @data-client/rest 0.9.9 as installed. Every example on this site is type-checked and run by its tests.',
    },
    prism: {
      theme: withContrast(prismThemes.github),
      darkTheme: withContrast(prismThemes.dracula),
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
