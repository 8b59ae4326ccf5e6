import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  try {
    // A typo that compiles: the widened path has no parameters to check against.
    await controller.fetch(TodoResource.get, {ID: 1});
  } catch (error) {
    console.log(`${error}`);
  }
}
