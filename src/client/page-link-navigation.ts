import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { PAGE_LINK_ATTRIBUTE } from '@/i18n/page-link-attribute';
import { connectionSavesData } from './connection-saves-data';

const SELECTOR = `a[${PAGE_LINK_ATTRIBUTE}]`;

function pageLink(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(SELECTOR) : null;
}

/** A same-origin path the app router can show, or null when the browser should follow the link itself. */
function appPath(link: HTMLAnchorElement): string | null {
  if (link.hasAttribute('download')) return null;
  const target = link.getAttribute('target');
  if (target && target !== '_self') return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;
}

/** next/link's rule: a modified or non-primary click opens a tab or window, as the browser decides. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Does for every PageLink on the page what next/link does for one (i18n/page-link.tsx): a plain
 * click navigates in the app (router.push, scroll to top), and the visitor's intent (pointer over,
 * focus, touch) prefetches the target once, never on data-saver or 2g connections nor for
 * links marked no-prefetch. Listens on window, after React's own handlers (menus that close on a
 * link click, anything that calls preventDefault) have run. Used once, by ClientRuntime in the root layout.
 */
export function usePageLinkNavigation(): void {
  const router = useRouter();

  useEffect(() => {
    const prefetched = new Set<string>();

    function onIntent(event: Event) {
      const link = pageLink(event.target);
      if (!link || link.getAttribute(PAGE_LINK_ATTRIBUTE) === 'no-prefetch' || connectionSavesData()) return;
      const path = appPath(link);
      if (!path || prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    }

    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = pageLink(event.target);
      const path = link && appPath(link);
      if (!path) return;
      event.preventDefault();
      router.push(path);
    }

    const passive = { passive: true } as const;
    window.addEventListener('click', onClick);
    window.addEventListener('pointerover', onIntent, passive);
    window.addEventListener('focusin', onIntent, passive);
    window.addEventListener('touchstart', onIntent, passive);
    return () => {
      window.removeEventListener('click', onClick);
      window.removeEventListener('pointerover', onIntent);
      window.removeEventListener('focusin', onIntent);
      window.removeEventListener('touchstart', onIntent);
    };
  }, [router]);
}
