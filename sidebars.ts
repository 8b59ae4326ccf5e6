import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  docs: [
    'index',
    'getting-started/index',
    {
      type: 'category',
      label: 'Tutorial',
      link: {type: 'doc', id: 'tutorial/index'},
      items: [
        'tutorial/define-a-resource',
        'tutorial/show-the-list',
        'tutorial/open-an-article',
        'tutorial/create-an-article',
        'tutorial/edit-an-article',
        'tutorial/delete-an-article',
        'tutorial/refresh-and-errors',
      ],
    },
    {
      type: 'category',
      label: 'createResource',
      link: {type: 'doc', id: 'create-resource/index'},
      items: [
        'create-resource/options',
        'create-resource/get',
        'create-resource/get-list',
        'create-resource/create',
        'create-resource/update',
        'create-resource/partial-update',
        'create-resource/delete',
      ],
    },
    'path-rules',
    'entities',
    {
      type: 'category',
      label: 'Patterns',
      link: {type: 'doc', id: 'patterns/index'},
      items: ['patterns/summary-list', 'patterns/wrapped-list', 'patterns/wrapper-factory', 'patterns/request-init'],
    },
    {
      type: 'category',
      label: 'Guides',
      link: {type: 'doc', id: 'guides/index'},
      items: [
        'guides/authentication',
        'guides/errors',
        'guides/loading',
        'guides/invalidation-and-expiry',
        'guides/pagination',
        'guides/versions',
      ],
    },
    {
      type: 'category',
      label: 'In depth',
      link: {type: 'doc', id: 'in-depth/index'},
      items: [
        'in-depth/lifecycle',
        'in-depth/events',
        'in-depth/extending',
        'in-depth/two-classes-one-entity',
        'in-depth/specification',
      ],
    },
    'playground',
    'reference',
  ],
};

export default sidebars;
