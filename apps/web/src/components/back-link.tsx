import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';

/** The way back up, above a screen's heading: "← Courses". */
export function BackLink({ to, children }: { to: To; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-6 items-center gap-1.5 rounded-lg text-sm font-semibold text-primary-800 pointer-coarse:min-h-11 hover:underline dark:text-primary-200"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {children}
    </Link>
  );
}
