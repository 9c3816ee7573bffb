import type { UploadType } from '@sayso/api/contract';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { type UploadSource, uploadImage } from '../api/settings-api';
import { compressDataUrl, needsCompression, readAsDataUrl } from './compress-image';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Where an upload is; fetch reports no upload progress, so the bar follows these steps. */
export type UploadStage = 'idle' | 'reading' | 'compressing' | 'uploading';
export const STAGE_PROGRESS: Record<Exclude<UploadStage, 'idle'>, { percent: number; text: string }> = {
  reading: { percent: 20, text: 'Reading image…' },
  compressing: { percent: 45, text: 'Compressing image…' },
  uploading: { percent: 75, text: 'Uploading…' },
};

const LABEL: Record<UploadType, string> = { logo: 'Logo', cover: 'Cover' };

/** The checks the server makes too, done first so a wrong file costs no upload. */
export function fileProblem(file: File): string | undefined {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'Only PNG, JPEG or WebP images are allowed';
  if (file.size > MAX_UPLOAD_BYTES) return 'Image is too large (max 2MB)';
  return undefined;
}

/**
 * One image upload (logo or cover) with the spec's uploading and uploaded flags: checks the file,
 * compresses a large one (spec section 9), uploads it and reports failures with the spec's toast.
 */
export function useImageUpload(type: UploadType, companySlug: string, onUploaded: (url: string) => void) {
  const { toast } = useToast();
  const [stage, setStage] = useState<UploadStage>('idle');
  const [uploaded, setUploaded] = useState(false);
  const [failed, setFailed] = useState(false);

  async function upload(file: File) {
    setFailed(false);
    setUploaded(false);
    try {
      const problem = fileProblem(file);
      if (problem) throw new Error(problem);
      setStage('reading');
      const dataUrl = await readAsDataUrl(file);
      let source: UploadSource = { file };
      if (needsCompression(dataUrl)) {
        setStage('compressing');
        source = { base64Data: await compressDataUrl(dataUrl) };
      }
      setStage('uploading');
      const url = await uploadImage(type, companySlug, source);
      setUploaded(true);
      onUploaded(url);
      toast({
        title: `${LABEL[type]} uploaded`,
        description: 'Save Changes to publish it.',
        variant: 'success',
      });
    } catch (error) {
      setFailed(true);
      toast({
        title: `${LABEL[type]} Upload Failed`,
        description: errorMessage(error, `Failed to upload ${type}`),
        variant: 'destructive',
      });
    } finally {
      setStage('idle');
    }
  }

  return { stage, uploading: stage !== 'idle', uploaded, failed, upload, reset: () => setFailed(false) };
}
