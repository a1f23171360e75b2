import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import '@dungeonbowl/ui/app-shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './App';
import { autosave, createEditorStore, restoreAutosave } from './app/store';
import './editor.css';

const store = createEditorStore(restoreAutosave(window.localStorage) ?? sampleMaps[0].map);
autosave(store, window.localStorage);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to start the app in.');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
);
