import { MessageSquareQuote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/class-names';

/** The message the leader sent with the assignment, in their words. */
export function LeaderMessage({
  leaderName,
  message,
  className,
}: {
  leaderName: string;
  message: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <figure
      className={cn(
        'flex gap-2 rounded-lg border border-line bg-surface-sunken px-3 py-2 text-sm',
        className,
      )}
    >
      <MessageSquareQuote
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 text-primary-700 dark:text-primary-300"
      />
      <div className="min-w-0">
        <figcaption className="font-medium text-fg">
          {t('learning.card.messageFrom', { name: leaderName })}
        </figcaption>
        <blockquote dir="auto" className="break-words whitespace-pre-line text-fg-muted">
          {message}
        </blockquote>
      </div>
    </figure>
  );
}
