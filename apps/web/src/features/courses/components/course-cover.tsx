import { ImageIcon } from 'lucide-react';
import { cn } from '@/lib/class-names';

/** A course's cover image, or a quiet placeholder. Decorative: the title says what it is. */
export function CourseCover({ url, className }: { url: string | null; className?: string }) {
  return (
    <div
      className={cn(
        'relative overflow-hidden bg-gradient-to-br from-primary-100 to-secondary-100 dark:from-primary-950 dark:to-secondary-950',
        className,
      )}
    >
      {url ? (
        <img src={url} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />
      ) : (
        <ImageIcon
          aria-hidden="true"
          className="absolute inset-0 m-auto size-8 text-primary-700/60 dark:text-primary-200/60"
        />
      )}
    </div>
  );
}
