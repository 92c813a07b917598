import { FileUp } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { MAX_EMAILS_PER_ADD } from '@slidewise/shared/groups/group';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { EmailAddress } from '@/components/data-table/email-address';
import { Dialog } from '@/components/dialog';
import { FilePickerButton } from '@/components/file-picker-button';
import { FormField } from '@/components/form-field';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useAddMembers } from '../api/add-members';
import { usePreviewMembers } from '../api/preview-members';
import { addResultParts, type AddMembersResult } from '../lib/add-result';
import { readEmailCsv, type CsvProblem } from '../lib/email-csv';
import {
  addressesToAdd,
  addressesToPreview,
  checkEntries,
  entriesFromText,
  listSizeProblem,
  mergePreview,
  previewCounts,
  type PreviewRow,
  type PreviewStatus,
} from '../lib/member-preview';
import { GroupFailure } from './group-failure';
import { Badge, type BadgeTone } from '@/components/badge';
import { Textarea } from '@/components/textarea';

const STATUS: Record<PreviewStatus, { label: string; summary: string; tone: BadgeTone }> = {
  new: {
    label: 'groups.preview.status.new',
    summary: 'groups.preview.summary.new',
    tone: 'success',
  },
  has_account: {
    label: 'groups.preview.status.hasAccount',
    summary: 'groups.preview.summary.hasAccount',
    tone: 'info',
  },
  already_member: {
    label: 'groups.preview.status.alreadyMember',
    summary: 'groups.preview.summary.alreadyMember',
    tone: 'muted',
  },
  invalid: {
    label: 'groups.preview.status.invalid',
    summary: 'groups.preview.summary.invalid',
    tone: 'danger',
  },
  duplicate: {
    label: 'groups.preview.status.duplicate',
    summary: 'groups.preview.summary.duplicate',
    tone: 'muted',
  },
};
const STATUS_ORDER: PreviewStatus[] = [
  'new',
  'has_account',
  'already_member',
  'invalid',
  'duplicate',
];

const CSV_PROBLEM: Record<CsvProblem, string> = {
  not_csv: 'groups.add.csv.notCsv',
  too_large: 'groups.add.csv.tooLarge',
  no_email_column: 'groups.add.csv.noEmailColumn',
  no_addresses: 'groups.add.csv.noAddresses',
  unreadable: 'groups.add.csv.unreadable',
};

const RESULT_PART = {
  added: 'groups.add.result.added',
  invited: 'groups.add.result.invited',
  alreadyMembers: 'groups.add.result.alreadyMembers',
} as const;

/** The addresses the server refused (422 `invalid_email` details carry each input). */
function refusedInputs(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') return [];
  if (!Array.isArray(error.details)) return [];
  return error.details.flatMap((detail: unknown) => {
    const { code, message } = (detail ?? {}) as { code?: unknown; message?: unknown };
    return code === 'invalid_email' && typeof message === 'string' ? [message] : [];
  });
}

type CsvNote = { tone: 'success' | 'error'; text: string };

interface AddMembersDialogProps {
  groupId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  renderPlanLimit?: ((error: unknown) => ReactNode) | undefined;
}

/**
 * Adds people by e-mail: pasted addresses and/or a CSV's e-mail column, then a
 * preview of every entry by line (new, has an account, already a member, invalid,
 * duplicate) before anything is saved; only the valid new ones are added.
 */
export function AddMembersDialog({
  groupId,
  open,
  onOpenChange,
  renderPlanLimit,
}: AddMembersDialogProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [text, setText] = useState('');
  const [sizeError, setSizeError] = useState<'empty' | 'too_many' | null>(null);
  const [csvNote, setCsvNote] = useState<CsvNote | null>(null);
  const [csvName, setCsvName] = useState<string | null>(null);
  const [rows, setRows] = useState<PreviewRow[] | null>(null);
  const fileId = useId();
  const fileHintId = useId();
  const entries = useMemo(() => entriesFromText(text), [text]);
  const preview = usePreviewMembers();
  const add = useAddMembers();

  const reset = () => {
    setText('');
    setSizeError(null);
    setCsvNote(null);
    setCsvName(null);
    setRows(null);
    preview.reset();
    add.reset();
  };
  const close = () => {
    onOpenChange(false);
    reset();
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setCsvName(file.name);
    const result = await readEmailCsv(file);
    if (!result.ok) {
      setCsvNote({ tone: 'error', text: t(CSV_PROBLEM[result.problem], { file: file.name }) });
      return;
    }
    setText((current) => [current.trimEnd(), ...result.emails].filter(Boolean).join('\n'));
    setSizeError(null);
    setCsvNote({
      tone: 'success',
      text: t('groups.add.csv.read', {
        count: result.emails.length,
        formatted: number(result.emails.length),
        file: file.name,
      }),
    });
  };

  const onPreview = () => {
    const problem = listSizeProblem(entries.length);
    setSizeError(problem);
    if (problem) return;
    const checked = checkEntries(entries);
    const emails = addressesToPreview(checked);
    if (emails.length === 0) {
      setRows(mergePreview(checked, null));
      return;
    }
    preview.mutate(
      { groupId, emails },
      { onSuccess: (server) => setRows(mergePreview(checked, server)) },
    );
  };

  const showResult = (result: AddMembersResult) => {
    const message = addResultParts(result)
      .map(({ part, count }) => t(RESULT_PART[part], { count, formatted: number(count) }))
      .join(' ');
    toast.success(message);
  };

  const onAdd = (toAdd: string[]) =>
    add.mutate(
      { groupId, emails: toAdd },
      {
        onSuccess: (result) => {
          showResult(result);
          close();
        },
      },
    );

  const counts = rows ? previewCounts(rows) : null;
  const refused = refusedInputs(add.error);

  const previewColumns: DataColumn<PreviewRow>[] = [
    {
      id: 'line',
      header: t('groups.preview.columns.line'),
      className: 'whitespace-nowrap text-fg-muted tabular-nums',
      cell: (row) => t('groups.preview.line', { line: number(row.line) }),
    },
    {
      id: 'entry',
      header: t('groups.preview.columns.entry'),
      cell: (row) => <EmailAddress email={row.input} />,
    },
    {
      id: 'status',
      header: t('groups.preview.columns.status'),
      cell: (row) => <Badge tone={STATUS[row.status].tone}>{t(STATUS[row.status].label)}</Badge>,
    },
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      size="2xl"
      title={rows ? t('groups.preview.title') : t('groups.add.title')}
      description={rows ? t('groups.preview.intro') : t('groups.add.intro')}
      footer={
        rows && counts ? (
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setRows(null);
                add.reset();
              }}
            >
              {t('groups.preview.back')}
            </Button>
            <Button
              disabled={counts.addable === 0}
              isLoading={add.isPending}
              onClick={() => onAdd(addressesToAdd(rows))}
            >
              {t('groups.preview.add', {
                count: counts.addable,
                formatted: number(counts.addable),
              })}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {t('groups.add.cancel')}
            </Button>
            <Button isLoading={preview.isPending} onClick={onPreview}>
              {t('groups.add.preview')}
            </Button>
          </>
        )
      }
    >
      {rows && counts ? (
        <div className="space-y-4">
          <ul className="flex flex-wrap gap-2" aria-label={t('groups.preview.summaryLabel')}>
            {STATUS_ORDER.filter((status) => counts[status] > 0).map((status) => (
              <li key={status}>
                <Badge tone={STATUS[status].tone}>
                  {t(STATUS[status].summary, {
                    count: counts[status],
                    formatted: number(counts[status]),
                  })}
                </Badge>
              </li>
            ))}
          </ul>
          {counts.addable === 0 && <Alert tone="info">{t('groups.preview.nothingToAdd')}</Alert>}
          {(counts.invalid > 0 || counts.duplicate > 0) && counts.addable > 0 && (
            <p className="text-sm text-fg-muted">{t('groups.preview.skipped')}</p>
          )}
          {add.isError &&
            (refused.length > 0 ? (
              <Alert tone="error">
                {t('groups.preview.refused', {
                  count: refused.length,
                  list: refused.slice(0, 5).join(', '),
                })}
              </Alert>
            ) : (
              <GroupFailure error={add.error} renderPlanLimit={renderPlanLimit} />
            ))}
          <DataTable
            caption={t('groups.preview.caption')}
            columns={previewColumns}
            data={rows}
            getRowId={(_, index) => String(index)}
            maxHeight="max-h-80"
            rowProps={(row) => ({ 'data-status': row.status })}
          />
        </div>
      ) : (
        <div className="space-y-5">
          <FormField
            label={t('groups.add.addresses')}
            error={
              sizeError === 'empty'
                ? 'groups.add.empty'
                : sizeError === 'too_many'
                  ? 'groups.add.tooMany'
                  : undefined
            }
            description={
              <div className="space-y-1 text-sm text-fg-muted">
                <p>{t('groups.add.hint', { max: number(MAX_EMAILS_PER_ADD) })}</p>
                <p aria-live="polite">
                  {t('groups.add.count', {
                    count: entries.length,
                    formatted: number(entries.length),
                  })}
                </p>
              </div>
            }
          >
            {(field) => (
              <Textarea
                {...field}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setSizeError(null);
                }}
                rows={6}
                spellCheck={false}
                placeholder={t('groups.add.placeholder')}
              />
            )}
          </FormField>
          <div className="space-y-1.5">
            <label htmlFor={fileId} className="text-sm font-medium text-fg">
              {t('groups.add.csv.label')}
            </label>
            <FilePickerButton
              inputId={fileId}
              fieldLabel={t('groups.add.csv.label')}
              accept=".csv,text/csv"
              fileName={csvName}
              noFileText={t('groups.add.csv.noFile')}
              aria-describedby={fileHintId}
              onFile={(file) => void onFile(file)}
            >
              <FileUp aria-hidden="true" className="size-4 shrink-0" />
              {t('groups.add.csv.choose')}
            </FilePickerButton>
            <p id={fileHintId} className="text-sm text-fg-muted">
              {t('groups.add.csv.hint')}
            </p>
            {csvNote && <Alert tone={csvNote.tone}>{csvNote.text}</Alert>}
          </div>
          {preview.isError && (
            <GroupFailure error={preview.error} renderPlanLimit={renderPlanLimit} />
          )}
        </div>
      )}
    </Dialog>
  );
}
