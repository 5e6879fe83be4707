'use client';

import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from './cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlayClasses = 'fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in';

export type DialogContentProps = ComponentPropsWithRef<typeof DialogPrimitive.Content> & {
  /** Accessible name of the close button; omit to hide the button. */
  closeLabel?: string;
  /** "center": a card (full width on phones); "sheet": slides in from the right edge. */
  placement?: 'center' | 'sheet';
};

const placements = {
  center:
    'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl sm:p-6 data-[state=open]:animate-fade-in',
  sheet:
    'fixed inset-y-0 right-0 z-50 flex h-dvh w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white shadow-2xl data-[state=open]:animate-slide-in-right',
};

/**
 * Modal dialog: focus trap, Escape and outside click close, scroll lock (all from Radix). On closing,
 * focus goes back to the control that had it when the dialog opened: Radix alone returns it only to
 * a `DialogTrigger`, and most dialogs here are opened by state or an event, so without this focus
 * would fall to the page body. A dialog that takes over from another (sign-in → "application
 * received", the phone menu → sign-in) opens while nothing on the page has focus, or while it sits in
 * the dialog going away: it returns focus to the control that opened the first one. A caller's
 * `onCloseAutoFocus` that prevents the default still wins.
 */
export function DialogContent({
  className,
  children,
  closeLabel,
  placement = 'center',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useRef<Opener | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(placements[placement], className)}
        onOpenAutoFocus={(event) => {
          // Radix announces the opening before moving focus in: what has focus now opened the dialog.
          opener.current = openerOf(document.activeElement);
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          // A menu item that opened the dialog is gone with its menu: the menu's button stands in for it;
          // a control in a dialog that has closed since: the page control that opened that one.
          const held = opener.current;
          const target = held ? [held.element, held.menuTrigger, held.pageOpener].find((el) => el?.isConnected) : undefined;
          opener.current = null;
          if (event.defaultPrevented || !target) return;
          event.preventDefault();
          target.focus({ preventScroll: true });
        }}
        {...props}
      >
        {children}
        {closeLabel && (
          <DialogPrimitive.Close
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={closeLabel}
          >
            <CloseIcon />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentPropsWithRef<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-semibold text-slate-900', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentPropsWithRef<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />;
}

type Opener = { element: HTMLElement | null; menuTrigger: HTMLElement | null; pageOpener: HTMLElement | null };

/** The page control (outside every dialog) that opened the latest dialog: where a hand-over returns focus. */
let lastPageOpener: HTMLElement | null = null;

function openerOf(active: Element | null): Opener {
  const element = active instanceof HTMLElement && active !== document.body && active.isConnected ? active : null;
  const menuTrigger = element ? menuTriggerOf(element) : null;
  const pageOpener = lastPageOpener?.isConnected ? lastPageOpener : null;
  const onPage = menuTrigger ?? element;
  if (onPage && !onPage.closest('[role="dialog"], [role="alertdialog"]')) lastPageOpener = onPage;
  return { element, menuTrigger, pageOpener };
}

/** The button that opened the menu `element` sits in (Radix points it at the menu with aria-controls). */
function menuTriggerOf(element: HTMLElement): HTMLElement | null {
  const menu = element.closest('[role="menu"]');
  if (!menu?.id) return null;
  const trigger = document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`);
  return trigger instanceof HTMLElement ? trigger : null;
}

function CloseIcon(): ReactNode {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
      <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
