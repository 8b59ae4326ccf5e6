import {options, TodoCollection, TodoResource} from './resources';

const members = ['get', 'getList', 'create', 'update', 'partialUpdate', 'delete'] as const;

// Which members carry each option, compared by value.
function carriers(test: (endpoint: Record<string, unknown>) => boolean): string {
  return members.filter((name) => test(TodoResource[name] as unknown as Record<string, unknown>)).join(' ') || '(none)';
}

const {optimistic, Collection, ...passedOn} = options;
for (const [option, value] of Object.entries(passedOn)) {
  console.log(`${option}: ${carriers((endpoint) => endpoint[option] === value)}`);
}
console.log(`optimistic (as getOptimisticResponse): ${carriers((endpoint) => typeof endpoint.getOptimisticResponse === 'function')}`);
console.log(`Collection (as the schema's class): ${carriers((endpoint) => endpoint.schema instanceof TodoCollection)}`);
