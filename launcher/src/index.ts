export { startEmbedded, EmbeddedSettings, type EmbeddedApp } from './embedded.ts';
