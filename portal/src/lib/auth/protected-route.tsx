import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from './auth-context';
import { withReturnTo } from './return-to';

/** Spinner while the user loads, the session-cached user when present, else /auth and back here after. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={withReturnTo(paths.auth(), location.pathname + location.search)} replace />;
  return <>{children}</>;
}
