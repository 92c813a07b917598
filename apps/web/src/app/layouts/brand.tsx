import { Presentation } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';

interface BrandProps {
  /** `inverse` sits on the dark sideblock rail. */
  tone?: 'default' | 'inverse';
  /** Only the mark; the name stays as the link's accessible name. */
  compact?: boolean;
  /** Only the mark on phones, where the header is narrow. */
  nameFromSm?: boolean;
  onClick?: () => void;
}

export function Brand({
  tone = 'default',
  compact = false,
  nameFromSm = false,
  onClick,
}: BrandProps) {
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      className={cn(
        'inline-flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold',
        tone === 'inverse'
          ? 'text-white focus-visible:outline-white'
          : 'text-primary-900 dark:text-primary-50',
      )}
    >
      <span className="grid size-9 place-items-center rounded-lg bg-primary-700 text-secondary-300 shadow-sm">
        <Presentation aria-hidden="true" className="size-5" />
      </span>
      <span className={cn(compact && 'sr-only', nameFromSm && 'max-sm:sr-only')}>Slidewise</span>
    </Link>
  );
}
