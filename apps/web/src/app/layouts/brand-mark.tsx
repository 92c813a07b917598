import { Presentation } from 'lucide-react';
import { cn } from '@/lib/class-names';

export interface BrandMarkProps {
  /** `inverse` sits on the dark sideblock rail. */
  tone?: 'default' | 'inverse';
  /** Only the mark; the name stays as the link's accessible name. */
  compact?: boolean;
  /** Only the mark on phones, where the header is narrow. */
  nameFromSm?: boolean;
}

/** The link's look, for Brand and for the sign-in screens' plain link (which runs without the router). */
export function brandLinkClass(tone: BrandMarkProps['tone'] = 'default') {
  return cn(
    'inline-flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold',
    tone === 'inverse'
      ? 'text-white focus-visible:outline-white'
      : 'text-primary-900 dark:text-primary-50',
  );
}

/** The mark and the name, inside a link to the home page. */
export function BrandMark({ compact = false, nameFromSm = false }: BrandMarkProps) {
  return (
    <>
      <span className="grid size-9 place-items-center rounded-lg bg-primary-700 text-secondary-300 shadow-sm">
        <Presentation aria-hidden="true" className="size-5" />
      </span>
      <span className={cn(compact && 'sr-only', nameFromSm && 'max-sm:sr-only')}>Slidewise</span>
    </>
  );
}
