import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

const {getList} = TodoResource;

// What getList puts in the query string for each kind of value.
console.log('space     ', getList.url({q: 'read docs'}));
console.log('& = ?     ', getList.url({q: 'a&b=c?'}));
console.log('non-ASCII ', getList.url({q: 'café'}));
console.log('boolean   ', getList.url({completed: true}));
console.log('number    ', getList.url({userId: 1}));
console.log('sorted    ', getList.url({z: 1, a: 2, M: 3}));
console.log('empty     ', getList.url({q: ''}));
// Values outside the param type: the type-check flags each one, and this is what you would get.
// @ts-expect-error an array is not a param value
console.log('array     ', getList.url({ids: [1, 2]}));
// @ts-expect-error null is not a param value
console.log('null      ', getList.url({userId: null}));
// @ts-expect-error undefined is not a param value
console.log('undefined ', getList.url({userId: undefined}));
// @ts-expect-error an object is not a param value
console.log('object    ', getList.url({filter: {done: true}}));

export default async function main(controller: Controller) {
  // Sent for real: the request log shows the same encoding.
  await controller.fetch(TodoResource.getList, {q: 'read docs', completed: false});
}
