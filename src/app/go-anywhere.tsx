// The go-anywhere box: Ctrl+K (or "/" outside a text field, or the header button) opens a dialog
// that finds a contract or invoice by number, or an advertiser, product, section or user by name.
// It searches lists already loaded or loaded once for the day: never a request per key press.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import './go-anywhere.css';

// The search and its lists load the first time the box opens, not with every page.
const loadBox = () => import('./go-anywhere-box');
const GoAnywhereBox = lazy(loadBox);

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function GoAnywhere() {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // What is typed before the box's code has arrived (the first Ctrl+K of a visit), so no key is lost.
  const [draft, setDraft] = useState('');

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const ctrlK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key === 'k';
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextField(event.target);
      if (!ctrlK && !slash) return;
      // Ctrl+K would otherwise move the focus to the browser's own search box.
      event.preventDefault();
      if (!dialog.current?.open) {
        returnFocus.current = document.activeElement as HTMLElement | null;
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  const close = () => {
    if (dialog.current?.open) dialog.current.close();
  };

  return (
    <>
      <button
        type="button"
        className="go-anywhere__open"
        aria-keyshortcuts="Control+K /"
        onPointerEnter={() => void loadBox()}
        onFocus={() => void loadBox()}
        onClick={(event) => {
          returnFocus.current = event.currentTarget;
          setOpen(true);
        }}
      >
        <svg className="go-anywhere__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="6.5" cy="6.5" r="4.5" />
          <path d="M10 10l4.5 4.5" />
        </svg>
        <span className="header-tool__words">Go anywhere</span> <kbd>Ctrl K</kbd>
      </button>
      <dialog
        ref={dialog}
        className="go-anywhere"
        aria-labelledby={titleId}
        // Escape, Enter on a result, or a click outside: the focus goes back where it was.
        onClose={() => {
          setOpen(false);
          setDraft('');
          returnFocus.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        {open && (
          <Suspense
            fallback={
              <div className="go-anywhere__box">
                <h2 id={titleId} className="go-anywhere__title">
                  Go anywhere
                </h2>
                <input
                  className="go-anywhere__input"
                  aria-label="Number or name"
                  autoFocus
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                />
              </div>
            }
          >
            <GoAnywhereBox titleId={titleId} initialText={draft} onDone={close} />
          </Suspense>
        )}
      </dialog>
    </>
  );
}
