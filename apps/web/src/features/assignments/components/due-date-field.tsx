import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { toDateInput } from '../lib/due-date';

/** The due-date field: a day, today or later; `problem` is a translation key. */
export function DueDateField({
  value,
  problem,
  onChange,
}: {
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t('assign.due.label')} required error={problem ?? undefined}>
      {(field) => (
        <Input
          {...field}
          type="date"
          min={toDateInput(new Date())}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
