import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The site's front door: / sends visitors on to the editor. */
const siteRoot: Plugin = {
  name: 'dungeonbowl-site-root',
  apply: 'build',
  writeBundle() {
    const page =
      '<!doctype html><meta charset="utf-8"><title>Dungeonbowl Studio</title><meta http-equiv="refresh" content="0; url=editor/"><a href="editor/">Open the dungeon editor</a>\n';
    writeFileSync(resolve(__dirname, '../../dist/site/index.html'), page);
  },
};

// Built into dist/site/editor and served at /editor/, beside the play app, so both share one origin.
// The dev server forwards /play/ to the play app's dev server, so that hand-over works in dev too.
export default defineConfig({
  base: '/editor/',
  plugins: [react(), siteRoot],
  server: {
    host: '127.0.0.1',
    port: 4200,
    strictPort: true,
    proxy: { '/play/': { target: 'http://127.0.0.1:4201', ws: true } },
  },
  build: {
    outDir: '../../dist/site/editor',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and Konva change rarely: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'konva', test: /node_modules[\\/](konva|react-konva|react-reconciler)[\\/]/ },
          ],
        },
      },
    },
  },
});
