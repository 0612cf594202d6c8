export { startEmbedded, type EmbeddedApp } from './embedded.ts';
export { LauncherSettings } from './settings/launcher-settings.ts';
export { composeSettings, overDefaults, type Declared, type Defaults } from './settings/compose.ts';
