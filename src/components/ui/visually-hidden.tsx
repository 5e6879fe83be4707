import type { ComponentPropsWithRef } from 'react';

/** Text for screen readers only (e.g. a label for an icon button). */
export function VisuallyHidden(props: ComponentPropsWithRef<'span'>) {
  return <span className="sr-only" {...props} />;
}
