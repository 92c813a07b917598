import { useTranslation } from 'react-i18next';
import {
  useReplayedOpening,
  type MenuButtonLook,
  type MenuOpening,
} from '@/components/deferred-menu';
import { Menu, MenuCheckboxItem, MenuContent, MenuLabel, MenuTrigger } from '@/components/menu';

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
}: {
  opening: MenuOpening;
  look: MenuButtonLook;
  columns: ColumnChoice[];
}) {
  const { t, i18n } = useTranslation();
  const trigger = useReplayedOpening(opening);
  return (
    <Menu dir={i18n.dir()}>
      <MenuTrigger ref={trigger} {...look} />
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
