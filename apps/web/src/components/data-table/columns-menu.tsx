import { Columns3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Menu, MenuCheckboxItem, MenuContent, MenuLabel, MenuTrigger } from '@/components/menu';

/** The "Columns" menu: tick the columns to show; the menu stays open while choosing. */
export function ColumnsMenu({
  columns,
}: {
  columns: { id: string; label: string; visible: boolean; toggle: (visible: boolean) => void }[];
}) {
  const { t } = useTranslation();
  if (columns.length === 0) return null;
  return (
    <Menu>
      <MenuTrigger asChild>
        <Button variant="secondary" className="px-3 py-2">
          <Columns3 aria-hidden="true" className="size-4" />
          {t('dataTable.columns')}
        </Button>
      </MenuTrigger>
      <MenuContent>
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
      </MenuContent>
    </Menu>
  );
}
