'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { INQUIRY_LIMITS } from '@/contracts/inquiry-states';
import { ATTACHMENT_ACCEPT } from '../attachment-rules';
import type { useAttachments } from '../use-attachments';

function sizeText(bytes: number, locale?: string): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 0.1
    ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mb)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The file picker and the list of picked files with their upload progress and a remove button. */
export function AttachmentField({ attachments }: { attachments: ReturnType<typeof useAttachments> }) {
  const t = useTranslations('inquiry.send');
  const id = useId();
  const { files, add, remove } = attachments;
  const full = files.filter((f) => f.status !== 'failed').length >= INQUIRY_LIMITS.maxAttachments;

  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-slate-800">{t('attachments')}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('attachmentsHint', {
          max: INQUIRY_LIMITS.maxAttachments,
          size: sizeText(INQUIRY_LIMITS.attachmentMaxBytes),
        })}
      </p>
      {files.length > 0 && (
        <ul className="grid gap-2" data-testid="attachment-list">
          {files.map((file) => (
            <li key={file.key} className="grid gap-1 rounded-md border border-slate-200 px-3 py-2 text-sm">
              <div className="flex items-center gap-3">
                <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{file.name}</span>
                <span className="shrink-0 text-xs text-slate-500">{sizeText(file.size)}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(file.key)}
                  aria-label={t('removeFile', { name: file.name })}
                  className="px-2"
                >
                  <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
                    <path
                      d="m4 4 8 8M12 4l-8 8"
                      stroke="currentColor"
                      strokeWidth="1.6"
                      strokeLinecap="round"
                    />
                  </svg>
                </Button>
              </div>
              {file.status === 'uploading' && (
                <ProgressBar
                  value={file.progress}
                  label={t('uploading', {
                    percent: file.progress === null ? '' : `${Math.round(file.progress * 100)}%`,
                  })}
                />
              )}
              {file.status === 'failed' && <span className="text-xs text-red-700">{t('uploadFailed')}</span>}
            </li>
          ))}
        </ul>
      )}
      <div>
        {/* The native input (focusable, named by its label) under a label that looks like a button. */}
        <input
          id={id}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          className="peer sr-only"
          aria-describedby={`${id}-hint`}
          disabled={full}
          onChange={(e) => {
            add([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <label
          htmlFor={id}
          className={buttonClasses(
            'outline',
            'md',
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          )}
        >
          {t('addFiles')}
        </label>
      </div>
    </fieldset>
  );
}
