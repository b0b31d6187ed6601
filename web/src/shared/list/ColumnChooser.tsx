// The list toolbar's column chooser: a menu with a checkbox per column, which shows and hides it
// (the URL's `hide`, listState.ts). A column whose sort or filter is in use cannot be hidden (what
// narrows the list stays in sight), nor the last column shown. Shown columns still step aside at a
// narrow width (useFittingColumns), as the toolbar then says.
import { MenuButton } from '@fluentui/react-button';
import { ColumnTripleEditRegular } from '@fluentui/react-icons';
import {
  Menu,
  MenuDivider,
  MenuItem,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-menu';

export type ChoosableColumn = {
  key: string;
  label: string;
  /** Its sort or filter is in use: it shows whatever is chosen. */
  inUse: boolean;
};

export function ColumnChooser({
  columns,
  hidden,
  onChange,
}: {
  columns: readonly ChoosableColumn[];
  /** The keys of the columns hidden. */
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}) {
  const shown = columns
    .filter((column) => column.inUse || !hidden.includes(column.key))
    .map(({ key }) => key);
  return (
    <Menu
      checkedValues={{ columns: shown }}
      onCheckedValueChange={(_, { checkedItems }) =>
        // Columns in the order they are declared; a key of no column of this list is dropped.
        onChange(columns.filter((column) => !checkedItems.includes(column.key)).map(({ key }) => key))
      }
    >
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle" icon={<ColumnTripleEditRegular />}>
          Columns
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {columns.map((column) => (
            <MenuItemCheckbox
              key={column.key}
              name="columns"
              value={column.key}
              disabled={column.inUse || (shown.length === 1 && shown[0] === column.key)}
              secondaryContent={column.inUse ? 'in use' : undefined}
            >
              {column.label}
            </MenuItemCheckbox>
          ))}
          <MenuDivider />
          <MenuItem disabled={hidden.length === 0} onClick={() => onChange([])}>
            Show all columns
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
