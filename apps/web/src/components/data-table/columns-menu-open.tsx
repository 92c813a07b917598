import { useTranslation } from 'react-i18next';
import type { MenuOpened } from '@/components/deferred-menu';
import { MenuCheckboxItem, MenuLabel, ReplayedMenu } from '@/components/menu';

export interface ColumnChoice {
  id: string;
  label: string;
  visible: boolean;
  toggle: (visible: boolean) => void;
}

/** The "Columns" menu once opened (columns-menu.tsx): it stays open while choosing. */
export function ColumnsMenuOpen({
  opening,
  look,
  columns,
}: MenuOpened & { columns: ColumnChoice[] }) {
  const { t } = useTranslation();
  return (
    <ReplayedMenu opening={opening} look={look}>
      <MenuLabel className="text-fg-muted">{t('dataTable.showColumns')}</MenuLabel>
      {columns.map((column) => (
        <MenuCheckboxItem
          key={column.id}
          checked={column.visible}
          onCheckedChange={column.toggle}
          onSelect={(event) => event.preventDefault()}
        >
          {column.label}
        </MenuCheckboxItem>
      ))}
    </ReplayedMenu>
  );
}
