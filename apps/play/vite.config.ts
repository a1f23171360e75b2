import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built into dist/site/play and served at /play/, beside the editor app, so both share one origin.
// The dev server forwards /editor/ to the editor app's dev server, so that hand-over works in dev too.
export default defineConfig({
  base: '/play/',
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 4201,
    strictPort: true,
    proxy: { '/editor/': { target: 'http://127.0.0.1:4200', ws: true } },
  },
  build: {
    outDir: '../../dist/site/play',
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
