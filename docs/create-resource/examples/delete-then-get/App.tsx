import {useController, useSuspense} from '@data-client/react';
import {Component, Suspense, useEffect, useState, type ReactNode} from 'react';
import {TodoResource} from './resources';

// Catches what TodoDetail throws, and shows it.
class ErrorBoundary extends Component<{children: ReactNode}, {error: Error | null}> {
  state = {error: null as Error | null};
  static getDerivedStateFromError(error: Error) {
    return {error};
  }
  render() {
    const {error} = this.state;
    if (error) return <p>get failed: {(error as Error & {status?: number}).status} {error.message}</p>;
    return this.props.children;
  }
}

function TodoDetail({id}: {id: number}) {
  const todo = useSuspense(TodoResource.get, {id});
  return <p>Detail: {todo.title}</p>;
}

export default function App() {
  const todos = useSuspense(TodoResource.getList);
  const controller = useController();
  const [deleted, setDeleted] = useState(false);

  useEffect(() => {
    controller.fetch(TodoResource.delete, {id: 1}).then(() => setDeleted(true));
  }, [controller]);

  return (
    <>
      <ul>
        {todos.map((todo) => (
          <li key={todo.pk()}>{todo.title}</li>
        ))}
      </ul>
      {deleted && (
        // A view that asks for the deleted todo, after the DELETE.
        <ErrorBoundary>
          <Suspense fallback={<p>Loading todo 1…</p>}>
            <TodoDetail id={1} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
