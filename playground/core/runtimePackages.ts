import * as dataClientCore from '@data-client/core';
import * as dataClientReact from '@data-client/react';
import * as dataClientRest from '@data-client/rest';
import * as msw from 'msw';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';

/**
 * The packages a playground's code may import, by the specifier it imports
 * them with. These are the real installed packages, not stand-ins.
 */
export const runtimePackages: Readonly<Record<string, unknown>> = {
  '@data-client/rest': dataClientRest,
  '@data-client/react': dataClientReact,
  '@data-client/core': dataClientCore,
  react,
  'react/jsx-runtime': reactJsxRuntime,
  msw,
};
