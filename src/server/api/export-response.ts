import { attachmentDisposition } from '../exports/content-disposition';

export type ExportAnswer = {
  fileName: string;
  asciiFileName?: string;
  contentType: string;
  body: ReadableStream<Uint8Array>;
};

/**
 * An export as the browser gets it: streamed (no Content-Length: the file is written as it is sent),
 * always a download under its own name, never sniffed, never cached, no active content.
 */
export function exportResponse(file: ExportAnswer): Response {
  return new Response(file.body, {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': attachmentDisposition(file.fileName, file.asciiFileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
