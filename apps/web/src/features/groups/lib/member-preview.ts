import { checkEmailList, splitEmailList } from '@slidewise/shared/groups/emails';
import {
  MAX_EMAILS_PER_ADD,
  type MemberPreview,
  type PREVIEW_STATUSES,
} from '@slidewise/shared/groups/group';

export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

/** One address as the person gave it, with the line of the text box it is on (from 1). */
export interface ListedEntry {
  line: number;
  input: string;
}

export interface CheckedEntry extends ListedEntry {
  email: string;
  problem: 'invalid' | 'duplicate' | null;
}

export interface PreviewRow extends ListedEntry {
  email: string;
  status: PreviewStatus;
}

/** The addresses in pasted text (commas, spaces, new lines), each with its line. */
export function entriesFromText(text: string): ListedEntry[] {
  return text
    .split(/\r\n|\r|\n/u)
    .flatMap((lineText, index) =>
      splitEmailList(lineText).map((input) => ({ line: index + 1, input })),
    );
}

/** Why a list cannot be previewed yet: nothing in it, or more than one add allows. */
export function listSizeProblem(count: number): 'empty' | 'too_many' | null {
  if (count === 0) return 'empty';
  return count > MAX_EMAILS_PER_ADD ? 'too_many' : null;
}

/** The shared rules: normalised, invalid addresses and repeats marked. */
export function checkEntries(entries: readonly ListedEntry[]): CheckedEntry[] {
  const checked = checkEmailList(entries.map((entry) => entry.input));
  return entries.map((entry, index) => ({
    ...entry,
    email: checked[index]!.email,
    problem: checked[index]!.problem,
  }));
}

/** What to ask the server about: the valid addresses, each once. */
export function addressesToPreview(entries: readonly CheckedEntry[]): string[] {
  return entries.filter((entry) => entry.problem === null).map((entry) => entry.email);
}

/**
 * Every entry with its status: invalid or duplicate from the local check, and for
 * the rest what the server said (new, has an account, already a member). An address
 * the server did not mention counts as new; adding it sorts out the rest.
 */
export function mergePreview(
  entries: readonly CheckedEntry[],
  server: MemberPreview | null,
): PreviewRow[] {
  const statusOf = new Map((server?.entries ?? []).map((entry) => [entry.email, entry.status]));
  return entries.map(({ line, input, email, problem }) => ({
    line,
    input,
    email,
    status: problem ?? statusOf.get(email) ?? 'new',
  }));
}

/** Statuses that get added: people without an account are invited, the others join at once. */
const ADDABLE: ReadonlySet<PreviewStatus> = new Set(['new', 'has_account']);

export type PreviewCounts = Record<PreviewStatus, number> & { addable: number };

export function previewCounts(rows: readonly PreviewRow[]): PreviewCounts {
  const counts: PreviewCounts = {
    new: 0,
    has_account: 0,
    already_member: 0,
    invalid: 0,
    duplicate: 0,
    addable: 0,
  };
  for (const row of rows) {
    counts[row.status] += 1;
    if (ADDABLE.has(row.status)) counts.addable += 1;
  }
  return counts;
}

/** The addresses "Add N people" sends: only the valid ones not already in the group. */
export function addressesToAdd(rows: readonly PreviewRow[]): string[] {
  return rows.filter((row) => ADDABLE.has(row.status)).map((row) => row.email);
}
