'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { attachmentProblem, attachmentType, type AttachmentProblem } from './attachment-rules';
import { uploadAttachment } from './inquiry-calls';

export type PickedFile = {
  key: number;
  name: string;
  size: number;
  /** 0–1 while uploading; null when the size is unknown. */
  progress: number | null;
  status: 'uploading' | 'done' | 'failed';
  attachmentId: number | null;
};

/**
 * The inquiry's attachments: each picked file is checked (type, size, count — the server's limits)
 * and uploaded at once with progress, so sending the inquiry only names the stored ids. Removing a
 * file cancels its upload; the server drops unclaimed uploads after a day.
 */
export function useAttachments(onRefused: (problem: AttachmentProblem, name: string) => void) {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const nextKey = useRef(1);
  const controllers = useRef(new Map<number, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const update = (key: number, patch: Partial<PickedFile>) =>
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...patch } : f)));

  const add = useCallback(
    (picked: File[]) => {
      let count = files.filter((f) => f.status !== 'failed').length;
      for (const file of picked) {
        const problem = attachmentProblem(file, count);
        if (problem) {
          onRefused(problem, file.name);
          if (problem === 'count') break;
          continue;
        }
        count += 1;
        const key = nextKey.current++;
        const controller = new AbortController();
        controllers.current.set(key, controller);
        setFiles((list) => [
          ...list,
          { key, name: file.name, size: file.size, progress: 0, status: 'uploading', attachmentId: null },
        ]);
        // The declared type must be the content's; the extension decides when the browser says nothing.
        const blob = new Blob([file], { type: attachmentType(file) ?? file.type });
        uploadAttachment(blob, file.name, {
          signal: controller.signal,
          onProgress: ({ loaded, total }) => update(key, { progress: total ? loaded / total : null }),
        }).then(
          (stored) => update(key, { status: 'done', progress: 1, attachmentId: stored.id }),
          () => !controller.signal.aborted && update(key, { status: 'failed' }),
        );
      }
    },
    [files, onRefused],
  );

  const remove = useCallback((key: number) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setFiles((list) => list.filter((f) => f.key !== key));
  }, []);

  const ids = files.flatMap((f) => (f.attachmentId === null ? [] : [f.attachmentId]));
  const uploading = files.some((f) => f.status === 'uploading');
  return { files, add, remove, ids, uploading };
}
