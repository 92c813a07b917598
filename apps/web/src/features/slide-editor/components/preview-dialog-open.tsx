import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}

/** The preview once first opened (preview-dialog.tsx), in Radix Dialog. */
export function PreviewDialogOpen({ open, onOpenChange, title, children }: PreviewDialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-surface text-fg focus:outline-none sm:inset-4 sm:rounded-2xl sm:border sm:border-line sm:shadow-2xl"
        >
          <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3 sm:px-6">
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-secondary-800 uppercase dark:text-secondary-300">
                {t('editor.preview.badge')}
              </p>
              <RadixDialog.Title className="truncate text-lg font-semibold">
                {title}
              </RadixDialog.Title>
            </div>
            <RadixDialog.Close className="inline-flex items-center gap-2 rounded-lg border border-line-strong px-3 py-2 text-sm font-semibold hover:bg-surface-sunken">
              <X aria-hidden="true" className="size-4" />
              {t('editor.preview.close')}
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
