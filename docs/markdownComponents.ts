import {lifecycleDiagramText} from './in-depth/lifecycleDiagramText';

const diagram = lifecycleDiagramText;

/**
 * What each component a page uses becomes in the page's Markdown (the
 * Markdown for assistants, and what Copy page copies: src/llms/pageMarkdown.ts),
 * by its name in MDX: Markdown text, or '' to leave it out. Examples
 * (`<Playground>`, `<ExampleCode>`) and `<details>` are not listed: the
 * Markdown writes their files and runs itself. A component a page uses that is
 * not here stops the build, naming the page.
 */
export const markdownComponents: Record<string, string> = {
  // The reader's own progress, kept in their browser: the steps are listed in the page's prose.
  TutorialProgress: '',
  LifecycleDiagram: [
    `_Diagram: ${diagram.title}._ ${diagram.description}`,
    diagram.states.map((state) => `- **${state.name}**: ${state.behaviour.replace('*', '\\*')}`).join('\n'),
    diagram.caption,
  ].join('\n\n'),
};
