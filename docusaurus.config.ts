import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import playgroundPlugin from './src/plugins/playground';
import llmsPlugin from './src/plugins/llms';
import docsMetadataPlugin from './src/plugins/docsMetadata';
import playgroundExamples from './src/remark/playgroundExamples';
import {withContrast} from './src/prismContrast';

/**
 * Where the site is deployed (see the README's "Deploy"): `SITE_URL` is its
 * origin, `BASE_URL` the path it is served under. The defaults are the
 * local ones `npm start`, `npm run serve` and the tests use.
 */
const siteUrl = process.env.SITE_URL || 'http://127.0.0.1';
const baseUrl = process.env.BASE_URL || '/';
if (!/^https?:\/\/[^/]+$/.test(siteUrl)) {
  throw new Error(
    `SITE_URL must be an origin such as https://docs.example.com (no path, no trailing slash); it is ${siteUrl}`,
  );
}
if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/')) {
  throw new Error(`BASE_URL must start and end with a slash, such as /docs-site/; it is ${baseUrl}`);
}

const config: Config = {
  title: 'createResource, live',
  tagline:
    'Learn the REST resource factory of @data-client/rest 0.9.9 by running it: every example compiles, calls a mock server in your browser, and shows the requests and the normalized store.',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
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

  plugins: [playgroundPlugin, llmsPlugin, docsMetadataPlugin],

  themes: [
    [
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: true,
        indexBlog: false,
        docsRouteBasePath: '/docs',
        highlightSearchTermsOnTargetPage: false,
        // A playground's chrome (file tabs, Run and other buttons, line numbers, its status) is
        // left out of the index, its code kept: result snippets read "….json Run 1import…".
        ignoreCssSelectors: [
          '[data-example] [role="tablist"]',
          '[data-example] button',
          '[data-example] [aria-hidden="true"]',
          '[data-example] [role="status"]',
        ],
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
