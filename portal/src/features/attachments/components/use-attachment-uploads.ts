/** The picker's list: each chosen image from its upload to its id, and the ids the form sends. */
import type { UploadedAttachment } from '@sayso/api/contract';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { uploadAttachment } from '../api/attachment-api';

export interface PendingImage {
  key: number;
  name: string;
  /** A local preview while it uploads; the server's URL once stored. */
  previewUrl: string;
  uploaded?: UploadedAttachment;
}

export function useAttachmentUploads(
  companySlug: string,
  onChange: (ids: number[]) => void,
  onBusyChange?: (busy: boolean) => void,
) {
  const { toast } = useToast();
  const [images, setImages] = useState<PendingImage[]>([]);
  const nextKey = useRef(0);
  const callbacks = useRef({ onChange, onBusyChange });
  callbacks.current = { onChange, onBusyChange };

  useEffect(() => {
    const ids = images.flatMap((image) => (image.uploaded ? [image.uploaded.id] : []));
    callbacks.current.onChange(ids);
    callbacks.current.onBusyChange?.(images.some((image) => !image.uploaded));
  }, [images]);

  // Object URLs hold the file in memory until revoked: let go of them when the form goes.
  const previews = useRef(new Set<string>());
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  async function add(files: File[]) {
    const added = files.map((file) => {
      const previewUrl = URL.createObjectURL(file);
      previews.current.add(previewUrl);
      return { key: nextKey.current++, name: file.name || 'Pasted image', previewUrl, file };
    });
    setImages((current) => [...current, ...added.map(({ file: _, ...image }) => image)]);
    await Promise.all(
      added.map(async ({ key, file }) => {
        try {
          const uploaded = await uploadAttachment(companySlug, file);
          setImages((current) =>
            current.map((image) => (image.key === key ? { ...image, uploaded } : image)),
          );
        } catch (error) {
          setImages((current) => current.filter((image) => image.key !== key));
          toast({
            title: 'Image Upload Failed',
            description: errorMessage(error, 'Failed to upload image'),
            variant: 'destructive',
          });
        }
      }),
    );
  }

  const remove = (key: number) => setImages((current) => current.filter((image) => image.key !== key));
  return { images, add, remove };
}
