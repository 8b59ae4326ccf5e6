import {createContext, useContext, type ReactNode} from 'react';

/**
 * The level of a playground's own headings (Store, Console, its tasks): one
 * below the heading it stands under, so the page's outline stays in order. A
 * docs page's playground gets it from the remark plugin (the heading above
 * it), the full-page one 2 (under the page's h1); 3 unless said.
 */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export const PanelHeadingLevel = createContext<HeadingLevel>(3);

export default function PanelHeading({
  className,
  id,
  sub = false,
  children,
}: {
  className?: string;
  id?: string;
  /** A heading inside a part's (a store section, a request's headers, a task): one level further down. */
  sub?: boolean;
  children: ReactNode;
}): ReactNode {
  const level = useContext(PanelHeadingLevel);
  const Heading = `h${sub ? Math.min(6, level + 1) : level}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return (
    <Heading className={className} id={id}>
      {children}
    </Heading>
  );
}
