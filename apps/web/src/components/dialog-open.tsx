import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/class-names';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  className?: string;
  /** The widest the dialog grows: `lg` for a form, wider for a table. */
  size?: keyof typeof SIZES;
  /** Where focus goes on closing, when not back to the opener (the editor's text, say). */
  returnFocus?: () => void;
}

// One max-width each (two max-w classes on one element would fight, and the smaller wins).
const SIZES = { lg: 'max-w-lg', '2xl': 'max-w-2xl', '4xl': 'max-w-4xl' } as const;

/** The first field (or `[data-autofocus]`) in the dialog's body: what a person came to fill in. */
const FIRST_FIELD =
  '[data-autofocus], input:not([type=hidden]):not(:disabled), textarea:not(:disabled), select:not(:disabled)';

/** The dialog once first opened (dialog.tsx), in Radix Dialog. */
export function DialogOpen({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
  size = 'lg',
  returnFocus,
  openerRef,
}: DialogProps & { openerRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50 backdrop-blur-[1px]" />
        <RadixDialog.Content
          className={cn(
            'fixed start-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] -translate-y-1/2 ltr:-translate-x-1/2 rtl:translate-x-1/2',
            'rounded-2xl border border-line bg-surface-raised p-6 text-fg shadow-xl focus:outline-none',
            SIZES[size],
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // The close icon comes first in the DOM; a form dialog starts on its first field instead.
          onOpenAutoFocus={(event) => {
            const field = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(
              FIRST_FIELD,
            );
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = openerRef.current;
            openerRef.current = null;
            if (returnFocus) {
              event.preventDefault();
              returnFocus();
            } else if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold wrap-anywhere">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="-m-1 rounded-lg p-1 text-fg-muted hover:bg-surface-sunken hover:text-fg"
              aria-label={t('app.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="mt-2 text-sm text-fg-muted wrap-anywhere">
              {description}
            </RadixDialog.Description>
          )}
          {children && <div className="mt-4">{children}</div>}
          {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
