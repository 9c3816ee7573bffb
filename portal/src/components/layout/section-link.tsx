import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

interface SectionLinkProps {
  /** The landing section's id, e.g. 'how-it-works'. */
  section: string;
  children: ReactNode;
  className?: string;
  onNavigate?: () => void;
}

/** On the landing page it scrolls smoothly to the section; elsewhere it goes to /#section. */
export function SectionLink({ section, children, className, onNavigate }: SectionLinkProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (pathname !== paths.home()) return;
    const target = document.getElementById(section);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // Keep the address shareable without a second scroll jump.
    navigate(paths.section(section), { replace: true, preventScrollReset: true });
  };

  return (
    <Link to={paths.section(section)} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
