import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';

export interface ConfirmDialogProps extends Omit<DialogProps, 'footer'> {
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** What the confirm button does; leave it out when `form` names a form to submit instead. */
  onConfirm?: () => void;
  /** The id of a form in the dialog's body: the confirm button submits it. */
  form?: string;
  /** The action is on its way: the confirm button spins and cancel waits for it. */
  isPending?: boolean;
  confirmDisabled?: boolean;
  /** `danger` for an action that destroys data. */
  tone?: 'primary' | 'danger';
}

/** A yes/no question: cancel closes the dialog, confirm runs the action. */
export function ConfirmDialog({
  confirmLabel,
  cancelLabel,
  onConfirm,
  form,
  isPending = false,
  confirmDisabled,
  tone = 'primary',
  ...dialog
}: ConfirmDialogProps) {
  return (
    <Dialog
      {...dialog}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => dialog.onOpenChange(false)}
            disabled={isPending}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={tone}
            type={form ? 'submit' : 'button'}
            form={form}
            onClick={onConfirm}
            disabled={confirmDisabled}
            isLoading={isPending}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
