'use client';

import { Popconfirm, type PopconfirmProps } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';

type Props = Omit<PopconfirmProps, 'open' | 'onOpenChange' | 'classNames'>;

/** Puts focus back on the opener when it is still on the page and focus is lost or inside the question. */
function giveFocusBack(opener: HTMLElement | null, layer: string) {
  const active = document.activeElement;
  const lost = active === null || active === document.body || Boolean(document.querySelector(`.${layer}`)?.contains(active));
  if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
}

/**
 * antd's Popconfirm as a keyboard user meets it. Its question is drawn at the end of the page, so
 * focus moves to its first button (Cancel): Tab from the opener would walk the whole page first.
 * Escape closes it from inside as well as from the opener, and when it closes (Escape, Cancel, or
 * a confirmed action that leaves the row in place) focus goes back to the button that opened it.
 */
export function ConsolePopconfirm({ onConfirm, onCancel, children, ...props }: Props) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const layer = `console-popconfirm-${useId().replace(/[^\w-]/g, '')}`;

  useEffect(() => {
    if (!open) return;
    let frames = 0;
    // The layer appears a frame or two after the click that opens it.
    let frame = requestAnimationFrame(function focusFirstButton() {
      const button = document.querySelector<HTMLElement>(`.${layer} .ant-popconfirm-buttons button`);
      if (button) button.focus();
      else if (++frames < 30) frame = requestAnimationFrame(focusFirstButton);
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      giveFocusBack(opener.current, layer);
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open, layer]);

  return (
    <Popconfirm
      {...props}
      open={open}
      classNames={{ root: layer }}
      onOpenChange={(next) => {
        if (next) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        else giveFocusBack(opener.current, layer);
        setOpen(next);
      }}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {children}
    </Popconfirm>
  );
}
