/** What ErrorView shows besides the code. */
export type ErrorViewTexts = {
  /** error.404 / error.401 / error.500 for this code. */
  message: string;
  /** "Page Not Found" (404 only). */
  pageNotFound: string;
  goHome: string;
  retry: string;
  /** "Reference for support": the label of the failed request's id on a 500 page. */
  reference: string;
};

/** The codes with their own message; anything else is shown as 500. */
export function normalizeErrorCode(code: number): 404 | 401 | 500 {
  return code === 404 || code === 401 ? code : 500;
}

/** The slice of the messages ErrorView needs: `error` and `common` namespaces, read raw (no placeholders). */
export type ErrorMessages = {
  error: Record<'404' | '401' | '500' | 'pageNotFound' | 'reference', string>;
  common: Record<'goHome' | 'retry', string>;
};

export function errorTexts(messages: ErrorMessages, code: number): ErrorViewTexts {
  return {
    message: messages.error[String(normalizeErrorCode(code)) as '404' | '401' | '500'],
    pageNotFound: messages.error.pageNotFound,
    goHome: messages.common.goHome,
    retry: messages.common.retry,
    reference: messages.error.reference,
  };
}
