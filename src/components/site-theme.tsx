// The Radix Themes root without Radix's `Theme` component. `Theme` also wraps the page in a
// Tooltip provider (with @floating-ui and the popper: ~15 KiB gzip) and a theme context that
// only the admin panel's menus, selects and dialogs read; public pages use neither, so they get
// the same root element with the same attributes (identical markup and styles) and the admin
// panel adds the providers in its own chunk (src/routes/admin/admin-theme.tsx).
import type { ReactNode } from 'react';

/** The site's theme settings; the admin's theme context is built from the same values. */
export const SITE_THEME = {
  appearance: 'inherit',
  accentColor: 'indigo',
  grayColor: 'slate',
  panelBackground: 'translucent',
  radius: 'medium',
  scaling: '100%',
} as const;

export function SiteTheme({ children }: { children: ReactNode }) {
  // What Radix's root Theme renders for these settings (theme.js, ThemeImpl with isRoot).
  return (
    <div
      data-is-root-theme="true"
      data-accent-color={SITE_THEME.accentColor}
      data-gray-color={SITE_THEME.grayColor}
      data-has-background="true"
      data-panel-background={SITE_THEME.panelBackground}
      data-radius={SITE_THEME.radius}
      data-scaling={SITE_THEME.scaling}
      className="radix-themes"
    >
      {children}
    </div>
  );
}
