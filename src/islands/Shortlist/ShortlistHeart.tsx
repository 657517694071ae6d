import { useState, useSyncExternalStore } from 'react';
import { useStore } from '@nanostores/react';
import { shortlist } from '#stores/shortlist/browser-shortlist.ts';
import { HEART_PATH } from './heart-icon.ts';
import './shortlist.css';

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * A search card's heart (issue 35), the React twin of ShortlistHeart.astro over the same store:
 * hidden until the island runs in the browser, so the prerendered card has none without JavaScript.
 */
export function ShortlistHeart({
  schoolId,
  label,
  notes,
}: {
  schoolId: number;
  label: string;
  notes: { saved: string; removed: string; full: string };
}) {
  const ids = useStore(shortlist.$ids);
  // false in the prerendered card and while hydrating, true once the island runs in the browser.
  const running = useSyncExternalStore(noSubscription, inBrowser, onServer);
  const [note, setNote] = useState('');
  const saved = running && ids.includes(schoolId);
  return (
    <div className="shortlist-save">
      <button
        type="button"
        className="shortlist-heart"
        hidden={!running}
        aria-pressed={saved}
        onClick={() => {
          const done = shortlist.toggle(schoolId);
          setNote(!done ? notes.full : saved ? notes.removed : notes.saved);
        }}
      >
        {/* Drawn only once the button shows: a prerendered page of cards does not carry ten hidden hearts. */}
        {running && (
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d={HEART_PATH} />
          </svg>
        )}
        <span className="visually-hidden">{label}</span>
      </button>
      <span className="shortlist-note" aria-live="polite">
        {note}
      </span>
    </div>
  );
}
