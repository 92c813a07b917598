import { Columns3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-look';
import { DeferredMenu } from '@/components/deferred-menu';
import { lazyComponent } from '@/lib/chunk-reload';
import type { ColumnChoice } from './columns-menu-open';

const load = () => import('./columns-menu-open');
const ColumnsMenuOpen = lazyComponent(load, (m) => m.ColumnsMenuOpen);

/** The "Columns" button: tick the columns to show (the menu's code loads when reached for). */
export function ColumnsMenu({ columns }: { columns: ColumnChoice[] }) {
  const { t } = useTranslation();
  if (columns.length === 0) return null;
  return (
    <DeferredMenu
      open={(opening, look) => <ColumnsMenuOpen opening={opening} look={look} columns={columns} />}
      prefetch={load}
      button={{ className: buttonClass('secondary', 'px-3 py-2') }}
    >
      <Columns3 aria-hidden="true" className="size-4" />
      {t('dataTable.columns')}
    </DeferredMenu>
  );
}
