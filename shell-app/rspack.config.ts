import { SITE_NAME, COLOR_MODE_STORAGE_KEY, FORCED_COLOR_MODE } from '@chainwork/shared-config';
import { PAGE_BACKGROUND } from '@chainwork/shared-config/palette';
import {
  APP_SCRIPTS_TEMPLATE_ID,
  APP_START_LATEST_MS,
  PREPAINT_FONT_LOADS,
  PREPAINT_WAIT_CLASS,
  prepaintCss,
  prepaintMarkup,
} from '@chainwork/shared-config/prepaint';
import { federatedConfig } from '@chainwork/tooling/build/rspack-config';
import { chakraGlobalStyleTags } from '@chainwork/tooling/build/chakra-global-styles';
import { theme } from '@chainwork/shared-config/theme';
import { escapeHtml } from '@chainwork/shared-config/html-escape';
import { routeDescription } from '@chainwork/shared-config/meta';

/**
 * The host: `src/index.ts` registers the remotes, `index.html` is the gateway's template.
 * The template's words and colours come from shared-config, escaped for where they land;
 * so does the static pre-paint that `#root` holds until React's first render replaces it.
 */
export default federatedConfig({
  pkg: 'shell-app',
  kind: 'host',
  entry: './src/index.ts',
  template: 'index.html',
  templateParameters: {
    siteName: escapeHtml(SITE_NAME),
    description: escapeHtml(routeDescription('home')),
    backgroundColor: escapeHtml(PAGE_BACKGROUND),
    colorModeKeyJson: JSON.stringify(COLOR_MODE_STORAGE_KEY),
    colorModeJson: JSON.stringify(FORCED_COLOR_MODE),
    // The static first view, painted before any script runs (shared-config/src/prepaint); escaped there.
    prepaintCss: prepaintCss(),
    chakraGlobalStyles: chakraGlobalStyleTags(theme),
    prepaintMarkup: prepaintMarkup(),
    prepaintWaitClassJson: JSON.stringify(PREPAINT_WAIT_CLASS),
    prepaintFontLoadsJson: JSON.stringify(PREPAINT_FONT_LOADS),
    // The app's scripts, held until the pre-paint has painted (scripts/build/preload-startup.ts).
    appScriptsTemplateIdJson: JSON.stringify(APP_SCRIPTS_TEMPLATE_ID),
    appStartLatestMs: String(APP_START_LATEST_MS),
  },
});
