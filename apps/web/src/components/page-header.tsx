import type { ReactNode } from 'react';

/**
 * A screen's heading: its title (the browser tab's too), a sentence on what it is for,
 * the way back above it and its main actions at the end.
 */
export function PageHeader({
  id,
  title,
  intro,
  back,
  actions,
}: {
  /** The heading's id, for the section it names (`aria-labelledby`). */
  id?: string;
  title: string;
  intro?: ReactNode;
  back?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <title>{`${title} · Slidewise`}</title>
      <div className="space-y-1.5">
        {back}
        <h1 id={id} className="text-3xl font-bold tracking-tight text-fg">
          {title}
        </h1>
        {intro && <p className="text-lg text-fg-muted">{intro}</p>}
      </div>
      {actions}
    </header>
  );
}
