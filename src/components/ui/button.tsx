import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes';

export { buttonClasses, type ButtonSize, type ButtonVariant };

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a link) with button styles instead of a <button>. */
  asChild?: boolean;
};

/**
 * The one button. Server-safe (no hooks); use `asChild` to style a link as a button. Client code
 * that needs only the look imports `buttonClasses` from button-classes.ts (no Radix Slot).
 */
export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonClasses(variant, size, className)} {...props} />;
  return <button type={type ?? 'button'} className={buttonClasses(variant, size, className)} {...props} />;
}
