import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { errorMessage } from './error-message';

/**
 * A dialog's action: once `work` succeeds, toasts `done` and closes the dialog; a failure
 * is toasted in words and the dialog stays open, to try again or cancel.
 */
export function useDialogAction(onOpenChange: (open: boolean) => void) {
  const { t } = useTranslation();
  return async (work: Promise<unknown>, done: string) => {
    try {
      await work;
      toast.success(done);
      onOpenChange(false);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
}
