/** What an upload is for. */
import { z } from 'zod';
import { UPLOAD_TYPES } from './labels';

export const uploadTypeSchema = z.enum(UPLOAD_TYPES, 'Upload type must be logo or cover');
export type UploadType = z.infer<typeof uploadTypeSchema>;
