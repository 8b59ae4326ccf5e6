export default function App() {
  return <p>The article list goes here.</p>;
}
