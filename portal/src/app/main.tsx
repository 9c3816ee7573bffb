import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@/components/ui/toast';
import { AuthProvider } from '@/features/auth/auth-provider';
import { swrConfig } from '@/lib/swr-config';
import { GlobalStyle } from '@/styles/global-style';
import { ErrorBoundary } from './layout/error-boundary';
import { AppRoutes } from './router';

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
              <AppRoutes />
            </AuthProvider>
          </ToastProvider>
        </SWRConfig>
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>,
);
