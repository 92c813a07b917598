import type { ComponentProps } from 'react';
import { LANGUAGES } from '@slidewise/shared/i18n/languages';
import { Select } from '@/components/select';
import { LANGUAGE_NAMES } from '@/lib/i18n';

/** The languages a course can be written in, each named in itself. */
export function CourseLanguageSelect(props: ComponentProps<'select'>) {
  return (
    <Select className="max-w-xs" {...props}>
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </Select>
  );
}
