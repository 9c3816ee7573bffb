/**
 * Screenshots on ideas and comments (issue 28) are their own feature, and features never import
 * each other: the submit form and the comment form ask for the picker, and the idea page for the
 * gallery, through this context, which app/ fills with features/attachments. Without it (a test
 * rendering one feature alone) the forms work without screenshots.
 */
import type { Attachment } from '@sayso/api/contract';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export interface AttachmentPickerProps {
  /** The company whose board the screenshots are for (its storage counts them). */
  companySlug: string;
  /** The uploaded screenshots' ids, each time the list changes (upload done, one removed). */
  onChange: (ids: number[]) => void;
  /** True while an upload is under way: the form waits for it before sending. */
  onBusyChange?: (busy: boolean) => void;
  /** The form's text fields: an image pasted or dropped on them is attached. */
  children: ReactNode;
}

export interface AttachmentGalleryProps {
  attachments: Attachment[];
  /** What the images are of, for their alt text: "Screenshot 1 of 2 on <label>". */
  label: string;
}

export interface AttachmentSlots {
  Picker: ComponentType<AttachmentPickerProps>;
  Gallery: ComponentType<AttachmentGalleryProps>;
}

/** Without a provider: no picker (the fields as they are) and no gallery. */
const NONE: AttachmentSlots = {
  Picker: ({ children }) => <>{children}</>,
  Gallery: () => null,
};

const AttachmentSlotsContext = createContext<AttachmentSlots>(NONE);

export const AttachmentSlotsProvider = AttachmentSlotsContext.Provider;

/** The picker and gallery app/ provides (or the no-op pair). */
export function useAttachmentSlots(): AttachmentSlots {
  return useContext(AttachmentSlotsContext);
}
