import {defineTask, finalEntities, hint, pass} from '@site/playground/core/tasks';

export const articleTable = defineTask({
  name: 'article-table',
  title: 'Store each article once',
  statement:
    'Fetch the list with `controller.fetch(ArticleResource.getList)`, so that the store gets an `Article` table: one entry per article, under the key its `pk()` returns (`"1"`, `"2"`, `"3"`).',
  check(run) {
    const articles = finalEntities(run).Article;
    if (!articles) {
      const tables = Object.keys(finalEntities(run));
      return hint(
        tables.length === 0
          ? 'The store has no entities after the run: the articles did not go through `controller.fetch(ArticleResource.getList)`.'
          : `The store has the tables ${tables.join(', ')} but no \`Article\`: is \`static key = 'Article'\` set?`,
      );
    }
    const keys = Object.keys(articles).sort();
    if (keys.join() !== '1,2,3') {
      return hint(`\`entities.Article\` holds the keys ${keys.map((key) => `"${key}"`).join(', ') || 'none'}, not "1", "2", "3": does \`pk()\` return \`\${this.id}\`?`);
    }
    for (const key of keys) {
      const article = articles[key] as Record<string, unknown>;
      if (typeof article?.title !== 'string' || article.title === '') {
        return hint(`\`entities.Article\` › "${key}" has no \`title\`: declare the field as \`title = ''\`.`);
      }
    }
    return pass;
  },
});
