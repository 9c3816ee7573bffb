import { SaysoButton, useSayso } from '@sayso/sdk/react';
import { useState } from 'react';

// Where the Sayso server runs: `npm start` listens on http://localhost:3000.
const SAYSO_URL = import.meta.env.VITE_SAYSO_URL ?? 'http://localhost:3000';

export function App() {
  const { open, isOpen } = useSayso();
  const [lastEvent, setLastEvent] = useState('');

  return (
    <main>
      <h1>Acme for React</h1>
      <p>The floating button comes from &lt;SaysoButton /&gt;; this button uses useSayso().</p>
      <button type="button" onClick={open} disabled={isOpen}>
        Give feedback
      </button>
      <p aria-live="polite">{lastEvent}</p>
      <SaysoButton
        company="demo"
        baseUrl={SAYSO_URL}
        text="Feedback"
        colors={{ from: '#0ea5e9', to: '#6366f1' }}
        onVote={({ featureId }) => setLastEvent(`Voted for idea ${featureId}`)}
        onSubmit={({ featureId }) => setLastEvent(`Submitted idea ${featureId}`)}
      />
    </main>
  );
}
