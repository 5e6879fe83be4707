import type { ReactNode } from 'react';

/**
 * Line icons (24×24, currentColor) for the menu categories, keyed by our category codes. A code
 * without a drawing gets the generic grid, so flagging another menu category never breaks the page.
 */
const ICONS: Record<string, ReactNode> = {
  // 13 Oils & Fluids: an oil can with a drop
  '13': (
    <>
      <path d="M3 10h9l3-3 6 2-6 9H5a2 2 0 0 1-2-2z" />
      <path d="M7 10V7h4v3M19.5 14.5c0 1-.7 1.7-1.5 1.7s-1.5-.7-1.5-1.7S18 12 18 12s1.5 1.5 1.5 2.5z" />
    </>
  ),
  // 12 Body Parts: a car side view
  '12': (
    <>
      <path d="M3 15v-3l2-1 2.5-4h8l3.5 4 2 .6V15h-2" />
      <path d="M10 15h4M7 11h12" />
      <circle cx="7.5" cy="15.5" r="2" />
      <circle cx="16.5" cy="15.5" r="2" />
    </>
  ),
  // 10 Engine & Lubrication: a piston on its rod
  '10': (
    <>
      <rect x="6" y="3" width="12" height="8" rx="1.5" />
      <path d="M6 6h12M9 11l2 6h2l2-6" />
      <circle cx="12" cy="19" r="2" />
    </>
  ),
  // 08 Sensors & Gauges: a dial with a needle
  '08': (
    <>
      <path d="M4 17a8 8 0 1 1 16 0" />
      <path d="M12 17l4-5M6.5 13.5l1 .6M12 9v1.2M17.5 13.5l-1 .6" />
      <circle cx="12" cy="17" r="1.2" />
    </>
  ),
  // 09 Steering & Controls: a steering wheel
  '09': (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M4 11h5.5M14.5 11H20M12 14.5V20.5" />
    </>
  ),
};

const GENERIC = (
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </>
);

export function CategoryIcon({ cid, className }: { cid: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {ICONS[cid] ?? GENERIC}
    </svg>
  );
}
