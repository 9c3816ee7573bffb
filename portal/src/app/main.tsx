import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { preload, SWRConfig } from 'swr';
import { ToastProvider } from '@/components/ui/toast';
import { attachmentSlots, preloadAttachmentSlots } from '@/features/attachments/attachment-slots';
import { swrFetcher } from '@/lib/api-client';
import { AttachmentSlotsProvider } from '@/lib/attachments/attachment-slots';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { boardKeys } from '@/lib/board/board-api';
import { hostBoardSlug } from '@/lib/host-board';
import { swrConfig } from '@/lib/swr-config';
import { GlobalStyle } from '@/styles/global-style';
import { ErrorBoundary } from './layout/error-boundary';
import { AppRoutes } from './router';

// Most visitors land on a public board: ask for its company while React and the page's
// chunk are still loading, instead of after (the board's largest paint waits for it).
const board = /^\/(?:company|embed)\/([^/]+)/.exec(window.location.pathname)?.[1];
const boardSlug = board ?? (window.location.pathname === '/' ? hostBoardSlug() : null);
if (boardSlug) {
  try {
    const slug = board ? decodeURIComponent(boardSlug) : boardSlug;
    void preload(boardKeys.company(slug), swrFetcher).catch(() => undefined);
  } catch {
    // A malformed address: the page itself shows 'Company not found'.
  }
}

// After the first page's own load: the screenshot picker and gallery, which no page needs to draw.
window.addEventListener('load', () => setTimeout(preloadAttachmentSlots, 0), { once: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <GlobalStyle />
    <ErrorBoundary>
      <BrowserRouter>
        <SWRConfig value={swrConfig}>
          <ToastProvider>
            <AuthProvider>
              <AttachmentSlotsProvider value={attachmentSlots}>
                <AppRoutes />
              </AttachmentSlotsProvider>
            </AuthProvider>
          </ToastProvider>
        </SWRConfig>
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>,
);
