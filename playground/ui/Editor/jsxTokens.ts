import type {languages} from 'monaco-editor/editor';
import {language as typescript} from 'monaco-editor/languages/definitions/typescript/typescript';

/**
 * Monaco's TypeScript tokenizer (a Monarch grammar) has no JSX: in an
 * App.tsx, `<li>`, its attributes and the text between tags came out as
 * operators and identifiers, unlike the highlighted code shown before the
 * editor loads. This is the same grammar with JSX added where an element can
 * start: at the start of a line, or after `(`, `=`, `=>`, `?`, `:`, `,`, `{`,
 * `[`, `&&`, `||`, `??` or `return`. A `<` after a name (`useState<string>`,
 * `a < b`) stays what it was.
 */
const elementStart: languages.IMonarchLanguageRule[] = [
  [/^(\s*)(<)(?=[A-Za-z>])/, ['', {token: 'delimiter.html', next: '@jsxOpen'}]],
  [
    /(=>|&&|\|\||\?\?|[(=?:,{[]|\breturn\b)(\s*)(<)(?=[A-Za-z>])/,
    [{cases: {return: 'keyword', '@default': 'delimiter'}}, '', {token: 'delimiter.html', next: '@jsxOpen'}],
  ],
];

const tokenizer = typescript.tokenizer as Record<string, languages.IMonarchLanguageRule[]>;

export const typescriptWithJsx: languages.IMonarchLanguage = {
  ...typescript,
  tokenizer: {
    ...tokenizer,
    common: [...elementStart, ...tokenizer.common!],
    // The stack: an element's states replace one another (open tag, attributes,
    // children, closing tag) and the closing `>` or `/>` pops back to where it began.
    jsxOpen: [
      [/[\w.:-]+/, {token: 'tag', switchTo: '@jsxAttributes'}],
      [/>/, {token: 'delimiter.html', switchTo: '@jsxChildren'}],
      [/./, {token: '@rematch', next: '@pop'}],
    ],
    jsxAttributes: [
      [/[\w:-]+/, 'attribute.name'],
      [/=/, 'delimiter'],
      [/"[^"]*"|'[^']*'/, 'attribute.value'],
      [/\{/, 'delimiter.bracket', '@jsxExpression'],
      [/\/>/, 'delimiter.html', '@pop'],
      [/>/, {token: 'delimiter.html', switchTo: '@jsxChildren'}],
      {include: '@whitespace'},
      // Not JSX after all (`<T,>() => ...`): the rest goes back to the code around it.
      [/./, {token: '@rematch', next: '@pop'}],
    ],
    jsxChildren: [
      [/<\//, {token: 'delimiter.html', switchTo: '@jsxClose'}],
      [/<(?=[A-Za-z>])/, 'delimiter.html', '@jsxOpen'],
      [/\{/, 'delimiter.bracket', '@jsxExpression'],
      [/[^<{]+|</, 'jsx.text'],
    ],
    jsxClose: [
      [/[\w.:-]+/, 'tag'],
      [/>/, {token: 'delimiter.html', next: '@pop'}],
      {include: '@whitespace'},
      [/./, {token: '@rematch', next: '@pop'}],
    ],
    jsxExpression: [
      [/\{/, 'delimiter.bracket', '@jsxExpression'],
      [/\}/, 'delimiter.bracket', '@pop'],
      {include: 'common'},
    ],
  },
};
