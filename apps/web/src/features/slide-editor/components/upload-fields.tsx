import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickerButton } from '@/components/file-picker-button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';

const ALT_TEXT_MAX = 300;

/** The file to upload, with its name once chosen; choosing one hands it to `onFile`. */
export function UploadFileField({
  label,
  required,
  error,
  types,
  onFile,
}: {
  label: string;
  required?: boolean;
  error: string | undefined;
  /** The media types offered. */
  types: readonly string[];
  onFile: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const [fileName, setFileName] = useState<string | null>(null);
  return (
    <FormField label={label} required={required} error={error}>
      {/* A button has no required state: the field's mark and its error say it instead. */}
      {({ id, required: _required, ...described }) => (
        <FilePickerButton
          {...described}
          inputId={id}
          fieldLabel={label}
          accept={types.join(',')}
          fileName={fileName}
          onFile={(file) => {
            setFileName(file?.name ?? null);
            onFile(file ?? null);
          }}
        >
          {t('editor.media.chooseFile')}
        </FilePickerButton>
      )}
    </FormField>
  );
}

/** An uploaded picture's description (its alternative text), with what makes a good one. */
export function AltTextField({
  value,
  onChange,
  error,
  required = true,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  required?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('editor.media.alt')}
      required={required}
      error={error}
      description={<p className="text-xs text-fg-muted">{t('editor.media.altHelp')}</p>}
    >
      {(control) => (
        <Input
          {...control}
          maxLength={ALT_TEXT_MAX}
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
