import { attachmentDisposition } from '../exports/content-disposition';

/** A stored file as a download: never rendered inline, never sniffed, never cached, no active content. */
export function downloadResponse(file: { fileName: string; contentType: string; sizeBytes: number; body: ReadableStream<Uint8Array> }) {
  return new Response(file.body, {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.sizeBytes),
      'Content-Disposition': attachmentDisposition(file.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
