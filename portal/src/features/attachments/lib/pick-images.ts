/** Which files of a paste, drop or file choice are screenshots to attach, and how many still fit. */
import { ATTACHMENT_CONTENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '@sayso/api/contract';

const ACCEPTED: readonly string[] = ATTACHMENT_CONTENT_TYPES;

/** What the file input offers: the types the server accepts (it sniffs the bytes anyway). */
export const ACCEPT_ATTRIBUTE = ATTACHMENT_CONTENT_TYPES.join(',');

export interface PickedImages {
  files: File[];
  /** Why some files were left out, for an alert; undefined when all were taken. */
  problem?: string;
}

/** The image files of `files` that fit beside `already` attached ones, and what was left out. */
export function pickImages(files: File[], already: number): PickedImages {
  const images = files.filter((file) => ACCEPTED.includes(file.type));
  const small = images.filter((file) => file.size <= MAX_ATTACHMENT_BYTES);
  const room = Math.max(0, MAX_ATTACHMENTS - already);
  const taken = small.slice(0, room);
  let problem: string | undefined;
  if (images.length < files.length) problem = 'Only PNG, JPEG, WebP or GIF images can be attached';
  else if (small.length < images.length) problem = 'Image is too large (max 5MB)';
  else if (taken.length < small.length) problem = `At most ${MAX_ATTACHMENTS} images per idea or comment`;
  return { files: taken, problem };
}

/** The image files a clipboard or drag carries (a copied screenshot arrives as a file item). */
export function filesOf(transfer: DataTransfer | null): File[] {
  if (!transfer) return [];
  return Array.from(transfer.files);
}
