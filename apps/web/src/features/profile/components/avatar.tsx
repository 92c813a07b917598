import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/class-names';
import { initialsOf } from '../lib/initials';

/** The person's photo, or their initials on a brand-coloured disc when there is none. */
export function Avatar({
  photoURL,
  displayName,
  email,
  className,
}: {
  photoURL: string | null;
  displayName: string | null;
  email: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const base = cn('size-24 shrink-0 rounded-full', className);
  if (photoURL) {
    return (
      <img
        src={photoURL}
        alt={t('profile.photo.alt')}
        className={cn(base, 'border border-line object-cover')}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={t('profile.photo.none')}
      className={cn(
        base,
        'inline-flex items-center justify-center bg-primary-700 text-3xl font-semibold text-white select-none',
      )}
    >
      <span aria-hidden="true">{initialsOf(displayName, email)}</span>
    </span>
  );
}
