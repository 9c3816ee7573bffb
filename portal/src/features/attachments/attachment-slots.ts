/** What app/ provides through lib/attachments/attachment-slots.tsx: this feature's picker and gallery. */
import type { AttachmentSlots } from '@/lib/attachments/attachment-slots';
import { AttachmentGallery } from './components/attachment-gallery';
import { AttachmentPicker } from './components/attachment-picker';

export const attachmentSlots: AttachmentSlots = { Picker: AttachmentPicker, Gallery: AttachmentGallery };
