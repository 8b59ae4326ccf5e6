/**
 * What the lifecycle diagram says, apart from how it is drawn: the SVG
 * (LifecycleDiagram.tsx) and the page's Markdown (docs/markdownComponents.ts)
 * read it from here.
 */
export const lifecycleDiagramText = {
  title: 'States of a read and the moves between them',
  description:
    'Missing goes to Fresh when the GET answers. Fresh becomes Stale when dataExpiryLength passes or ' +
    'expireAll runs. Fresh or Stale becomes Invalid on invalidate or delete. From Stale, Invalid and ' +
    'Error, a GET that answers leads back to Fresh; from Missing, Stale and Invalid, a GET that fails ' +
    'leads to Error.',
  /** The states, top to bottom, each with what useSuspense does in it. */
  states: [
    {name: 'Missing', behaviour: 'suspends, sends GET'},
    {name: 'Fresh', behaviour: 'shows it, no request'},
    {name: 'Stale', behaviour: 'shows it, sends GET *'},
    {name: 'Invalid', behaviour: 'suspends, sends GET'},
    {name: 'Error', behaviour: 'soft: shows it; hard: throws'},
  ],
  /** `code` in backticks. */
  caption: 'What useSuspense does in each state. * With `invalidIfStale`, Stale suspends like Invalid.',
} as const;
