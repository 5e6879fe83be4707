'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { downloadAttachment, type Attachment } from '../inquiry-calls';

/**
 * The inquiry's files. They are served only with the session (Authorization header), which a plain
 * link cannot send, so each is fetched with progress and saved under its own name.
 */
export function AttachmentLinks({ attachments }: { attachments: Attachment[] }) {
  const t = useTranslations('inquiry.detail');
  const [progress, setProgress] = useState<Record<number, number | null>>({});

  async function download(file: Attachment) {
    setProgress((p) => ({ ...p, [file.id]: 0 }));
    try {
      await downloadAttachment(file, ({ loaded, total }) =>
        setProgress((p) => ({ ...p, [file.id]: total ? loaded / total : null })),
      );
    } catch {
      // Toasted by the transfer.
    } finally {
      setProgress(({ [file.id]: _, ...rest }) => rest);
    }
  }

  return (
    <div className="sm:col-span-2">
      <h2 className="font-semibold text-slate-900">{t('attachments')}</h2>
      <ul className="mt-2 grid gap-2">
        {attachments.map((file) => (
          <li key={file.id} className="flex flex-wrap items-center gap-3">
            <span className="min-w-0 flex-1 truncate text-slate-800">{file.fileName}</span>
            <span className="text-xs text-slate-500">
              {Math.max(1, Math.round(file.sizeBytes / 1024))} KB
            </span>
            {file.id in progress && (
              <ProgressBar
                value={progress[file.id] ?? null}
                label={t('downloadLabel', { name: file.fileName })}
                className="w-24"
              />
            )}
            <Button
              variant="outline"
              size="sm"
              disabled={file.id in progress}
              onClick={() => void download(file)}
              aria-label={t('downloadLabel', { name: file.fileName })}
            >
              {t('download')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
