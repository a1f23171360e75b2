import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Application } from 'express';

/** The built apps the server hands out, under their own paths, as `nx build` leaves them. */
const APPS = ['editor', 'play'] as const;

/**
 * Serves the built editor and play apps (`dist/site/editor`, `dist/site/play`) on the same
 * origin as the match rooms and the API; the root sends a person to the editor.
 */
export function mountSite(app: Application, siteDir: string): void {
  const missing = APPS.filter((name) => !existsSync(join(siteDir, name, 'index.html')));
  if (missing.length > 0)
    console.warn(
      `The ${missing.join(' and ')} app is not built in ${siteDir}: run "npx nx run-many -t build -p editor play".`,
    );
  app.get('/', (_req, res) => res.redirect(302, '/editor/'));
  for (const name of APPS) app.use(`/${name}`, express.static(join(siteDir, name)));
}
