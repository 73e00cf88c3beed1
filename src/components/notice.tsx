// A boxed message in the page: a correction, a warning, a note. Announced politely.
import type { ReactNode } from 'react';
import './notice.css';

export function Notice({
  tone = 'info',
  title,
  children,
}: {
  tone?: 'info' | 'warning' | 'danger';
  title?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {title && <p className="notice__title">{title}</p>}
      {children}
    </div>
  );
}
