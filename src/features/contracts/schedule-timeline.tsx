// The contract's insertions as bars over their scheduled dates, with a today line, and the same
// facts as a list for screen readers and for copying.
import { useEffect, useState } from 'react';
import type { Insertion } from '../../domain/insertion-types';
import { formatDate } from '../../domain/format';
import { useToday } from '../../lib/use-today';
import { entryRange, type DateRange } from '../../domain/insertion-schedule';
import { fitTickLabels, layoutTimeline } from './timeline-layout';

interface Props {
  insertions: readonly Insertion[];
  productName: (productId: number) => string;
  today?: string;
}

/** An element's width in px, kept current as it resizes (0 until it is laid out). */
function useWidth<E extends HTMLElement>(): [(element: E | null) => void, number] {
  const [element, setElement] = useState<E | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    // The observer reports the first size too, in the same frame as the layout.
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}

function rangeText(range: DateRange): string {
  return range.start === range.end
    ? formatDate(range.start)
    : `${formatDate(range.start)} – ${formatDate(range.end)}`;
}

export function ScheduleTimeline({ insertions, productName, today: given }: Props) {
  const current = useToday();
  const today = given ?? current;
  const rows = insertions.map((insertion) => ({
    insertion,
    ranges: insertion.schedule.map(entryRange).filter((r): r is DateRange => r !== null),
  }));
  const layout = layoutTimeline(
    rows.map((r) => ({ id: r.insertion.id, ranges: r.ranges })),
    today,
  );
  const scheduled = rows.filter((r) => r.ranges.length > 0).length;
  // The month labels are thinned to what the axis has room for (none until it is measured).
  const [axisRef, axisPx] = useWidth<HTMLDivElement>();

  return (
    <section aria-labelledby="contract-timeline" className="contract-section">
      <h2 id="contract-timeline">Schedule</h2>
      {!layout ? (
        <p className="muted">None of this contract’s insertions is scheduled.</p>
      ) : (
        <figure className="timeline">
          <figcaption>
            {scheduled} of {insertions.length} insertions scheduled, {formatDate(layout.from)} to{' '}
            {formatDate(layout.to)}. Today is {formatDate(today)}
            {'side' in layout.today
              ? layout.today.side === 'after'
                ? ', after the last scheduled day.'
                : ', before the first scheduled day.'
              : '.'}
          </figcaption>
          {/* The picture; the list below says the same in words. */}
          <div className="timeline__chart" aria-hidden="true">
            <div className="timeline__axis" ref={axisRef}>
              {fitTickLabels(layout.ticks, axisPx).map((tick) => (
                <span
                  key={tick.date}
                  className="timeline__tick"
                  style={{ left: `${tick.leftPct}%` }}
                >
                  {tick.label}
                </span>
              ))}
            </div>
            {rows.map(({ insertion, ranges }) => {
              const cancelled = insertion.dateCanceled !== null;
              return (
                <div key={insertion.id} className="timeline__row">
                  <span className="timeline__label" title={productName(insertion.productId)}>
                    {insertion.id} · {productName(insertion.productId)}
                  </span>
                  <span className="timeline__track">
                    {layout.ticks.map((tick) => (
                      <span
                        key={tick.date}
                        className="timeline__grid"
                        style={{ left: `${tick.leftPct}%` }}
                      />
                    ))}
                    {ranges.length === 0 && <span className="timeline__none">Not scheduled</span>}
                    {layout.bars.get(insertion.id)?.map((bar, index) => (
                      <span
                        key={index}
                        className={`timeline__bar${cancelled ? ' timeline__bar--cancelled' : ''}`}
                        style={{ left: `${bar.leftPct}%`, width: `${bar.widthPct}%` }}
                        title={`${insertion.id}: ${rangeText(bar.range)}${cancelled ? ' (cancelled)' : ''}`}
                      />
                    ))}
                    {'leftPct' in layout.today && (
                      <span
                        className="timeline__today"
                        style={{ left: `${layout.today.leftPct}%` }}
                      />
                    )}
                  </span>
                </div>
              );
            })}
            {'leftPct' in layout.today ? (
              <div className="timeline__row">
                <span />
                <span className="timeline__track timeline__track--legend">
                  <span
                    className="timeline__today-label"
                    style={{ left: `${layout.today.leftPct}%` }}
                  >
                    Today
                  </span>
                </span>
              </div>
            ) : (
              <p className={`timeline__offscale timeline__offscale--${layout.today.side}`}>
                {layout.today.side === 'after' ? 'Today is later →' : '← Today is earlier'}
              </p>
            )}
          </div>
          <details className="timeline__text">
            <summary>Schedule as text</summary>
            <ul>
              {rows.map(({ insertion, ranges }) => (
                <li key={insertion.id}>
                  Insertion {insertion.id} ({productName(insertion.productId)}):{' '}
                  {ranges.length === 0 ? 'not scheduled' : ranges.map(rangeText).join('; ')}
                  {insertion.dateCanceled && `; cancelled on ${formatDate(insertion.dateCanceled)}`}
                </li>
              ))}
            </ul>
          </details>
        </figure>
      )}
    </section>
  );
}
