import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import '@dungeonbowl/ui/app-shell.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to start the app in.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
