import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';
import { buttonClass, type ButtonVariant } from './button-look';
import { Spinner } from './spinner';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /**
   * Shows a spinner and blocks clicks; the label stays, so the button keeps its name. The
   * button stays focusable (aria-disabled, not disabled): disabling the focused button
   * would drop the keyboard's focus to the page.
   */
  isLoading?: boolean;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  isLoading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={isLoading || undefined}
      aria-busy={isLoading || undefined}
      onClick={(event) => {
        // Also stops a form's submission while the first one is on its way.
        if (isLoading) event.preventDefault();
        else onClick?.(event);
      }}
      className={buttonClass(
        variant,
        cn(
          'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
          fullWidth && 'w-full',
          className,
        ),
      )}
      {...props}
    >
      {isLoading && <Spinner />}
      {children}
    </button>
  );
}
