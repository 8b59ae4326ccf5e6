import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import {pageDone} from '@site/playground/session/progress';
import {useProgress} from '@site/playground/ui/Tasks/useProgress';

type Props = WrapperProps<typeof LinkType>;

/** The sidebar's link, marked done (a ✓, see custom.css) once every task of its page is done. */
export default function LinkWrapper(props: Props): ReactNode {
  const {progress} = useProgress();
  const done = pageDone(progress, props.item.href);
  return (
    <Link
      {...props}
      item={done ? {...props.item, className: clsx(props.item.className, 'sidebar-step-done')} : props.item}
    />
  );
}
