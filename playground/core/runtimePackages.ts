import * as dataClientCore from '@data-client/core';
import * as dataClientHooks from '@data-client/hooks';
import * as dataClientReact from '@data-client/react';
import * as dataClientRest from '@data-client/rest';
import * as msw from 'msw';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as uuid from 'uuid';

/**
 * The packages a playground's code may import, by the specifier it imports
 * them with. These are the real installed packages, not stand-ins: the
 * library's own packages, React and msw, and what the library's documentation
 * of 0.9 imports besides (`useLoading` and `useCancelling` from
 * `@data-client/hooks`, `v4` from `uuid` for ids made on the client).
 */
export const runtimePackages: Readonly<Record<string, unknown>> = {
  '@data-client/rest': dataClientRest,
  '@data-client/react': dataClientReact,
  '@data-client/core': dataClientCore,
  '@data-client/hooks': dataClientHooks,
  react,
  'react/jsx-runtime': reactJsxRuntime,
  msw,
  uuid,
};
