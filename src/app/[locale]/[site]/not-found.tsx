import { ServerErrorView } from '@/features/error-page/components/server-error-view';

/** 404 for anything the storefront layout does not catch (other layouts, a failed layout lookup). */
export default function NotFound() {
  return (
    <main id="main" className="flex flex-1 flex-col">
      <ServerErrorView code={404} />
    </main>
  );
}
