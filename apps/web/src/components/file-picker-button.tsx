import { useId, useRef } from 'react';
import { Button, type ButtonProps } from './button';

export interface FilePickerButtonProps extends Omit<ButtonProps, 'onClick' | 'ref'> {
  /** The file types offered, as the input's `accept`. */
  accept: string;
  /** Called with the chosen file (the same file chosen again is reported again). */
  onFile: (file: File | undefined) => void;
  /** For the browser tests, which set the file on the input itself. */
  inputTestId?: string;
  /**
   * The input's id, for a form field's `<label htmlFor>`: a click on the label opens the
   * chooser, and the browser tests reach the input through it.
   */
  inputId?: string;
  /**
   * The field's label, when a `<label>` names the input: the button's name starts with it,
   * since the hidden input's name reaches no one. It is in the button's text rather than in
   * aria-labelledby so that only the input answers to the label (setting a file needs it).
   */
  fieldLabel?: string;
  /**
   * The chosen file's name, shown beside the button and read as its description; `null`
   * while none is chosen. Left out, nothing is shown (the caller shows the file its own way).
   */
  fileName?: string | null;
  /** Shown in place of the name while none is chosen ("No file chosen"). */
  noFileText?: string;
}

/**
 * A button that opens the file chooser; the file input itself stays hidden, so the browser's
 * own control (with its texts in the browser's language, not the app's) never shows.
 */
export function FilePickerButton({
  accept,
  onFile,
  inputTestId,
  inputId,
  fieldLabel,
  fileName,
  noFileText,
  variant = 'secondary',
  children,
  'aria-describedby': describedBy,
  ...button
}: FilePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const visible = useRef<HTMLButtonElement>(null);
  const statusId = useId();
  const status = fileName === undefined ? undefined : (fileName ?? noFileText);
  const picker = (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        disabled={button.disabled || button.isLoading}
        data-testid={inputTestId}
        // What focuses the input (its label's click, a dialog starting on its first field)
        // means the button: the input is out of sight and out of the accessibility tree.
        onFocus={() => visible.current?.focus()}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          // Choosing the same file again must still fire a change.
          event.target.value = '';
        }}
      />
      <Button
        variant={variant}
        aria-describedby={[status && statusId, describedBy].filter(Boolean).join(' ') || undefined}
        {...button}
        ref={visible}
        onClick={() => input.current?.click()}
      >
        {fieldLabel && (
          <>
            <span className="sr-only">{fieldLabel}</span>{' '}
          </>
        )}
        {children}
      </Button>
    </>
  );
  if (fileName === undefined) return picker;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5">
      {picker}
      {status && (
        // A file's name keeps its own direction inside a right-to-left sentence.
        <span id={statusId} dir="auto" className="min-w-0 text-sm text-fg-muted wrap-anywhere">
          {status}
        </span>
      )}
    </div>
  );
}
