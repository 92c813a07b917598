import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';

/**
 * A protected screen whose feature is not built yet: its name, and one sentence
 * on what it will hold. No call to action, since none would lead anywhere yet.
 */
export function ScreenPlaceholder({
  title,
  icon,
  description,
}: {
  title: string;
  icon: LucideIcon;
  description: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <title>{`${title} · Slidewise`}</title>
      <h1 id={headingId} className="text-3xl font-bold tracking-tight text-fg">
        {title}
      </h1>
      <EmptyState icon={icon} title={t('routes.comingSoon')} description={description} />
    </section>
  );
}
