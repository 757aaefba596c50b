import { Fragment, type ReactNode } from 'react';

/**
 * The holders of a mark, as a sentence lists them: "A", "A and B", "A, B and C" (a tie shows every
 * holder, the earliest first).
 */
export function HolderList<T>({
  holders,
  keyOf,
  children,
}: {
  holders: readonly T[];
  keyOf: (holder: T) => string;
  children: (holder: T) => ReactNode;
}) {
  return holders.map((holder, index) => (
    <Fragment key={keyOf(holder)}>
      {index > 0 && (index === holders.length - 1 ? ' and ' : ', ')}
      {children(holder)}
    </Fragment>
  ));
}
