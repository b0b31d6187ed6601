// The top bar's menus, loaded on the first opening of one (LazyMenu.tsx).
import { useQuery } from '@apollo/client/react';
import { CodeRegular, KeyRegular, LockClosedRegular } from '@fluentui/react-icons';
import {
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemLink,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-menu';
import { useNavigate } from 'react-router-dom';
import { resources } from '../resources';
import { resourcePaths } from '../shared/resource/resource';
import type { MenuProps } from './LazyMenu';
import { recentVisitsQuery } from './RecentVisits';
import { type ThemeChoice, useThemeChoice } from './theme';

/** The signed-in user's last visited records, each opening its detail screen. */
export function RecentVisitsMenu({ trigger, open, onOpenChange }: MenuProps) {
  const navigate = useNavigate();
  const { data } = useQuery(recentVisitsQuery, {
    context: { silentErrors: true },
    fetchPolicy: 'cache-and-network',
  });
  const visits = (data?.recentVisits ?? []).flatMap((visit) => {
    const resource = resources.find((candidate) => candidate.entity?.name === visit.entity);
    return resource ? [{ ...visit, path: resourcePaths(resource).detail(visit.recordId) }] : [];
  });
  return (
    <Menu open={open} onOpenChange={(_, state) => onOpenChange(state.open)}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList aria-label="Recently visited">
          {visits.length === 0 && <MenuItem disabled>Nothing visited yet</MenuItem>}
          {visits.map((visit) => (
            <MenuItem key={`${visit.entity}/${visit.recordId}`} onClick={() => navigate(visit.path)}>
              {visit.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

const THEME_CHOICES: [ThemeChoice, string][] = [
  ['system', 'System'],
  ['light', 'Light'],
  ['dark', 'Dark'],
];

/**
 * The profile's screens (change password, integrator tokens), the GraphQL explorer (a page of its
 * own, web/src/explorer, so a link that loads it) and the colour theme.
 */
export function ProfileMenu({ trigger, open, onOpenChange }: MenuProps) {
  const navigate = useNavigate();
  const [theme, chooseTheme] = useThemeChoice();
  return (
    <Menu open={open} onOpenChange={(_, state) => onOpenChange(state.open)}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList
          checkedValues={{ theme: [theme] }}
          onCheckedValueChange={(_, { checkedItems }) => chooseTheme(checkedItems[0] as ThemeChoice)}
        >
          <MenuItem icon={<LockClosedRegular />} onClick={() => navigate('/profile/changepassword')}>
            Change password
          </MenuItem>
          <MenuItem icon={<KeyRegular />} onClick={() => navigate('/profile/tokens')}>
            API tokens
          </MenuItem>
          <MenuItemLink icon={<CodeRegular />} href="/explorer">
            GraphQL explorer
          </MenuItemLink>
          <MenuDivider />
          <MenuGroup>
            <MenuGroupHeader>Theme</MenuGroupHeader>
            {THEME_CHOICES.map(([value, label]) => (
              <MenuItemRadio key={value} name="theme" value={value}>
                {label}
              </MenuItemRadio>
            ))}
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
