import { fileTypeFromBuffer } from 'file-type/core';
import { INQUIRY_LIMITS } from '@/contracts/inquiries';

export type AttachmentType = (typeof INQUIRY_LIMITS.attachmentTypes)[number];

const EXTENSIONS: Record<AttachmentType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

export function isAttachmentType(value: string): value is AttachmentType {
  return (INQUIRY_LIMITS.attachmentTypes as readonly string[]).includes(value);
}

/** "image/PNG; charset=x" → "image/png". */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/** What the bytes are, by their signature (file-type), whatever the name or the declared type say. */
export async function detectType(bytes: Uint8Array): Promise<string | null> {
  return (await fileTypeFromBuffer(bytes.subarray(0, 64 * 1024)))?.mime ?? null;
}

/**
 * The stored name: no folders, at most 200 characters, and an extension that agrees with the
 * content ("scan.exe.pdf" holding a PNG is stored as "scan.exe.png").
 */
export function storedFileName(name: string, type: AttachmentType): string {
  const base = (name.split(/[/\\]/).pop() ?? '').trim().replace(/^\.+/, '');
  const allowed = EXTENSIONS[type];
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  const stem = (dot > 0 ? base.slice(0, dot) : base) || 'attachment';
  const extension = allowed.includes(ext) ? ext : allowed[0]!;
  return `${stem.slice(0, 190)}.${extension}`;
}
