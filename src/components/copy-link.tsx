// "Copy link" on a record's page: its address to the clipboard, with a note that says so; where the
// browser refuses the clipboard, the address shows selected, for the person to copy by hand.
import { useEffect, useRef, useState } from 'react';
import './copy-link.css';

type State = 'idle' | 'copied' | 'refused';

export function CopyLink() {
  const [state, setState] = useState<State>('idle');
  const [url, setUrl] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state === 'refused') field.current?.select();
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    const href = window.location.href;
    setUrl(href);
    try {
      await navigator.clipboard.writeText(href);
      setState('copied');
    } catch {
      setState('refused');
    }
  };
  return (
    <span className="copy-link">
      <button type="button" className="button" onClick={() => void copy()}>
        Copy link
      </button>
      <span role="status" className="copy-link__note">
        {state === 'copied' && 'Link copied'}
        {state === 'refused' && 'The browser did not let the page copy: the link is selected here.'}
      </span>
      {state === 'refused' && (
        <input
          ref={field}
          className="copy-link__url"
          aria-label="The page's link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </span>
  );
}
