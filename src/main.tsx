// The browser entry: apply the remembered theme, start the first requests, then mount the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './api/client';
import { App, createPersistedQueryClient } from './app/app';
import { startEarlyRequests } from './app/early-requests';
import { keyThisHistoryEntry } from './app/history-entry';
import { applyStoredTheme } from './lib/theme';
import './styles.css';

applyStoredTheme();
keyThisHistoryEntry();
// Ask for the API's addresses now, in parallel with the first route's chunks, not after them.
loadConfig().catch(() => {
  // A failure is not remembered: the first query asks again and shows the error in place.
});
const queryClient = createPersistedQueryClient();
startEarlyRequests(queryClient, window.location);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
