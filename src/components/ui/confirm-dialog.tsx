'use client';

import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/**
 * "Are you sure?" before an action that cannot be undone. The confirm button stays disabled while
 * `pending`, so a double click runs the action once; the dialog closes only when the caller says.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  closeLabel,
  pending = false,
  onConfirm,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  /** Where focus goes on closing (default: back to what opened it; that may be gone after the action). */
  onCloseAutoFocus?: (event: Event) => void;
  /** Anything else the decision needs (a total, a list). */
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md" closeLabel={closeLabel} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle className="pr-8">{title}</DialogTitle>
        <DialogDescription className="mt-2">{description}</DialogDescription>
        {children}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
