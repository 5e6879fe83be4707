import { INQUIRY_LIMITS } from '@/contracts/inquiry-states';

export type AttachmentProblem = 'type' | 'size' | 'empty' | 'count';
const TYPES: readonly string[] = INQUIRY_LIMITS.attachmentTypes;
const BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The type to declare for a file (the browser's, else from the extension); null when not accepted. */
export function attachmentType(file: { name: string; type: string }): string | null {
  if (TYPES.includes(file.type)) return file.type;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[ext] ?? null;
}

/**
 * The checks the server makes before reading a byte, so a wrong file is refused at once (the server
 * still checks the content itself). `already`: files attached so far.
 */
export function attachmentProblem(
  file: { name: string; type: string; size: number },
  already: number,
): AttachmentProblem | null {
  if (already >= INQUIRY_LIMITS.maxAttachments) return 'count';
  if (!attachmentType(file)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > INQUIRY_LIMITS.attachmentMaxBytes) return 'size';
  return null;
}

/** The file picker's accept list. */
export const ATTACHMENT_ACCEPT = [...TYPES, '.jpg', '.jpeg', '.png', '.webp', '.pdf'].join(',');
