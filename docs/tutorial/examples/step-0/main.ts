export default async function main() {
  // The starting point: plain fetch, no library yet.
  const response = await fetch('/articles');
  const articles: {title: string}[] = await response.json();
  for (const article of articles) console.log(article.title);
}
