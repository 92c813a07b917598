import { useRef } from 'react';
import { Button, type ButtonProps } from './button';

export interface FilePickerButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The file types offered, as the input's `accept`. */
  accept: string;
  /** Called with the chosen file (the same file chosen again is reported again). */
  onFile: (file: File | undefined) => void;
  /** For the browser tests, which set the file on the input itself. */
  inputTestId?: string;
}

/** A button that opens the file chooser; the file input itself stays hidden. */
export function FilePickerButton({
  accept,
  onFile,
  inputTestId,
  variant = 'secondary',
  ...button
}: FilePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={inputTestId}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          // Choosing the same file again must still fire a change.
          event.target.value = '';
        }}
      />
      <Button variant={variant} {...button} onClick={() => input.current?.click()} />
    </>
  );
}
