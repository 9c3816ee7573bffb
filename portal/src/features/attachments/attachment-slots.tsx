/**
 * What app/ provides through lib/attachments/attachment-slots.tsx: this feature's picker and
 * gallery, each loaded on first use. app/main.tsx fills the slots for every page, so a static
 * import would put the picker, the gallery and the lightbox into every page's first load (the
 * public board's budget, scripts/check-portal-budget.mjs); the forms and the idea page that use
 * them are lazy chunks already.
 */
import { lazy, Suspense } from 'react';
import type {
  AttachmentGalleryProps,
  AttachmentPickerProps,
  AttachmentSlots,
} from '@/lib/attachments/attachment-slots';

const loadPicker = () => import('./components/attachment-picker');
const loadGallery = () => import('./components/attachment-gallery');
const LazyPicker = lazy(() => loadPicker().then((module) => ({ default: module.AttachmentPicker })));
const LazyGallery = lazy(() => loadGallery().then((module) => ({ default: module.AttachmentGallery })));

/**
 * Fetches both chunks once the first page has loaded, so a form opened later finds the picker
 * ready (a field that swaps to the picker while someone types would lose its focus), without
 * adding them to any page's first load.
 */
export function preloadAttachmentSlots(): void {
  void loadPicker().catch(() => undefined);
  void loadGallery().catch(() => undefined);
}

/** Until the picker's chunk arrives, the form's fields show as they are (paste then just pastes). */
function Picker(props: AttachmentPickerProps) {
  return (
    <Suspense fallback={props.children}>
      <LazyPicker {...props} />
    </Suspense>
  );
}

function Gallery(props: AttachmentGalleryProps) {
  if (props.attachments.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyGallery {...props} />
    </Suspense>
  );
}

export const attachmentSlots: AttachmentSlots = { Picker, Gallery };
