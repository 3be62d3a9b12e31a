import { tsImport } from 'tsx/esm/api';
import type { catalogue } from '../../catalogue/index.ts';

export type StringCatalogue = typeof catalogue;

/**
 * The string catalogue for the build plugins, loaded when a build first needs it (through tsx). A static import
 * would put the thirty catalogue files into the portals' vite.config.ts bundle, whose extension-less imports make
 * Vite print its `configLoader: 'native'` compatibility notice once per config load (dozens of times per build).
 */
export async function loadStringCatalogue(): Promise<StringCatalogue> {
  const loaded = (await tsImport('../../catalogue/index.ts', import.meta.url)) as {
    catalogue: StringCatalogue;
  };
  return loaded.catalogue;
}
