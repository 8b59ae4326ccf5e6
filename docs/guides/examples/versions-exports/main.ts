import * as core from '@data-client/core';
import * as react from '@data-client/react';
import * as rest from '@data-client/rest';

// What each installed package exports at runtime (types are not listed: they vanish when TypeScript is compiled).
for (const [name, exports] of [
  ['@data-client/rest', rest],
  ['@data-client/react', react],
  ['@data-client/core', core],
] as const) {
  const names = Object.keys(exports).filter((key) => !key.startsWith('__') && key !== 'default').sort();
  console.log(`${name} (${names.length}): ${names.join(', ')}`);
}
console.log(`schema (from @data-client/rest): ${Object.keys(rest.schema).sort().join(', ')}`);
