import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { withReturnTo } from './return-to';

/**
 * The header's Log in and Sign up addresses, bringing the visitor back to this page after
 * signing in. Not from the landing: there the DESIGN.md §3 default (an owner's dashboard) is
 * the better place to land.
 */
export function useAuthLinks(): { login: string; register: string } {
  const { pathname, search } = useLocation();
  const here = pathname === '/' ? null : `${pathname}${search}`;
  return {
    login: withReturnTo(paths.auth(), here),
    register: withReturnTo(`${paths.auth()}?tab=register`, here),
  };
}
