import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { Alert } from './alert';
import { Button } from './button';

/** Something that did not load: why, in words, and a button to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <p>{errorMessage(t, error)}</p>
      <Button variant="secondary" className="mt-2" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </Alert>
  );
}
