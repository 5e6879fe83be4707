import { fileTypeFromBuffer } from 'file-type/core';

/** Whether the bytes are a PDF by their signature (file-type), whatever the name or declared type say. */
export async function detectPdf(bytes: Uint8Array): Promise<boolean> {
  return (await fileTypeFromBuffer(bytes.subarray(0, 64 * 1024)))?.mime === 'application/pdf';
}
