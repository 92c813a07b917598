import { useId, type ReactNode } from 'react';
import { DocumentTitle } from '@/components/document-title';

/**
 * A screen of the app: a section named by its heading, the title (the browser tab's too),
 * a sentence on what the screen is for, the way back above it and its main actions at the
 * end; then the screen's content.
 */
export function Page({
  title,
  intro,
  back,
  actions,
  className = 'space-y-6',
  children,
}: {
  title: string;
  intro?: ReactNode;
  back?: ReactNode;
  actions?: ReactNode;
  /** The section's layout (its width and spacing). */
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <DocumentTitle title={title} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1.5">
          {back}
          <h1 id={headingId} className="text-3xl font-bold tracking-tight text-fg">
            {title}
          </h1>
          {intro && <p className="text-lg text-fg-muted">{intro}</p>}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}
