import {useSuspense} from '@data-client/react';
import {TodoResource} from './resources';

function withoutPage(url: string): string {
  try {
    return new URL(url).href;
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

export default function App() {
  const todos = useSuspense(TodoResource.getList);
  const url = TodoResource.getList.url();
  return (
    <>
      <p>getList builds: <code>{url}</code></p>
      <p>This page resolves it to: <code>{new URL(url, document.baseURI).href}</code></p>
      <p>With no page to resolve against: <code>{withoutPage(url)}</code></p>
      <ul>
        {todos.map((todo) => (
          <li key={todo.pk()}>{todo.title}</li>
        ))}
      </ul>
    </>
  );
}
