import type { ComponentPropsWithRef, ElementType } from 'react';
import { cn } from './cn';

type ContainerProps<T extends ElementType> = { as?: T } & Omit<ComponentPropsWithRef<T>, 'as'>;

/** Centers content at the page width used by header, footer and pages (max 1280 px, side padding). */
export function Container<T extends ElementType = 'div'>({ as, className, ...props }: ContainerProps<T>) {
  const Tag: ElementType = as ?? 'div';
  return <Tag className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}
