// What Radix's `Theme` provides besides its root element, for the admin panel only: the theme
// context that its dialogs, menus and selects read (to theme their portals like the page).
// Public pages render the root element alone (src/components/site-theme.tsx). Radix's tooltip
// provider is left out too: nothing uses a Tooltip; one added later needs its provider here.
import { ThemeContext } from '@radix-ui/themes';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { SITE_THEME } from '../../components/site-theme';

type ThemeContextValue = NonNullable<ComponentProps<typeof ThemeContext.Provider>['value']>;
const ignore = () => {};

export function AdminTheme({ children }: { children: ReactNode }) {
  const value = useMemo<ThemeContextValue>(
    () => ({
      ...SITE_THEME,
      resolvedGrayColor: SITE_THEME.grayColor,
      onAppearanceChange: ignore,
      onAccentColorChange: ignore,
      onGrayColorChange: ignore,
      onPanelBackgroundChange: ignore,
      onRadiusChange: ignore,
      onScalingChange: ignore,
    }),
    [],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
