import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Downloads the table's current view (its filters and order, every page) as a CSV file.
 * A plain link: the session cookie goes with it, and the server names the file.
 */
export function ExportCsvLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      download
      className="inline-flex items-center justify-center gap-2 rounded-lg border border-line-strong bg-surface-raised px-4 py-2 text-sm font-semibold text-fg shadow-xs hover:bg-surface-sunken"
    >
      <Download aria-hidden="true" className="size-4" />
      {t('reports.export')}
    </a>
  );
}
