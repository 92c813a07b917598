import { CircleCheck, FilePlus2, LayoutTemplate } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, type Language } from '@slidewise/shared/i18n/languages';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/class-names';
import { useCourseTemplates } from '../api/get-course-templates';

/** Where a new course starts: empty, or a starter course (its id). */
export type StartingPoint = 'blank' | (string & {});

function Choice({
  name,
  value,
  checked,
  onSelect,
  icon,
  title,
  description,
  meta,
  language,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: (value: string) => void;
  icon: ReactNode;
  title: string;
  description: string;
  meta?: string;
  /** The language the title and description are written in (a template's course language). */
  language?: Language;
}) {
  const id = useId();
  const textLang = language ? { lang: language, dir: directionOf(language) } : {};
  return (
    <label
      data-testid={`start-${value}`}
      className={cn(
        'group relative flex min-w-0 cursor-pointer gap-3 rounded-xl border border-line bg-surface-raised p-4 text-fg',
        'hover:border-primary-400 has-checked:border-primary-600 has-checked:ring-2 has-checked:ring-primary-600',
        'dark:has-checked:border-primary-400 dark:has-checked:ring-primary-400',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
      )}
    >
      {/* A native radio: arrow keys move the choice, and the group is announced as one. */}
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        aria-labelledby={`${id}-title`}
        aria-describedby={meta ? `${id}-description ${id}-meta` : `${id}-description`}
        className="sr-only"
      />
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-primary-700 dark:text-primary-300">
        {icon}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span id={`${id}-title`} {...textLang} className="font-semibold break-words">
          {title}
        </span>
        <span id={`${id}-description`} {...textLang} className="text-sm break-words text-fg-muted">
          {description}
        </span>
        {meta && (
          <span id={`${id}-meta`} className="text-xs font-medium text-fg-muted">
            {meta}
          </span>
        )}
      </span>
      <CircleCheck
        aria-hidden="true"
        className="size-5 shrink-0 text-primary-700 opacity-0 group-has-checked:opacity-100 dark:text-primary-300"
      />
    </label>
  );
}

/**
 * "Blank" or one of the starter courses, as a group of choosable cards. The starter
 * courses are listed in `language`, the language the new course will be written in.
 */
export function StartingPointPicker({
  value,
  onChange,
  language,
}: {
  value: StartingPoint;
  onChange: (value: StartingPoint) => void;
  language: Language;
}) {
  const { t } = useTranslation();
  const name = useId();
  const templates = useCourseTemplates(language);
  const icon = (Icon: typeof FilePlus2) => <Icon className="size-5" />;

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-lg font-semibold text-fg">{t('templates.startFrom')}</legend>
      <p className="text-sm text-fg-muted">{t('templates.startFromHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Choice
          name={name}
          value="blank"
          checked={value === 'blank'}
          onSelect={onChange}
          icon={icon(FilePlus2)}
          title={t('templates.blank')}
          description={t('templates.blankDescription')}
        />
        {templates.data?.items.map((template) => (
          <Choice
            key={template.id}
            name={name}
            value={template.id}
            checked={value === template.id}
            onSelect={onChange}
            icon={icon(LayoutTemplate)}
            title={template.title}
            description={template.description}
            meta={t('templates.slideCount', { count: template.slideCount })}
            language={language}
          />
        ))}
        {templates.isPending && [0, 1].map((i) => <Skeleton key={i} className="h-28 rounded-xl" />)}
      </div>
      {templates.isPending && <p className="sr-only">{t('templates.loading')}</p>}
      {templates.isError && (
        <Alert tone="error">
          <p>{t('templates.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void templates.refetch()}>
            {t('templates.retry')}
          </Button>
        </Alert>
      )}
    </fieldset>
  );
}
