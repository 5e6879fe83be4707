import { getMessages } from 'next-intl/server';
import { errorTexts, type ErrorMessages } from '../error-texts';
import { ErrorView } from './error-view';

/** ErrorView for server components (not-found pages): texts read on the server. */
export async function ServerErrorView({ code }: { code: number }) {
  const messages = (await getMessages()) as unknown as ErrorMessages;
  return <ErrorView code={code} texts={errorTexts(messages, code)} />;
}
