import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { CHART_COLORS, labelledDays, SHARED_DASH, yMax } from '../rules/chart';
import type { Formatters } from '../rules/format';

export type ChartData = { days: string[]; published: number[]; shared: number[] };

type Props = {
  data: ChartData;
  labels: { published: string; shared: string };
  format: Formatters;
  /** The day under the pointer (its index), null when it leaves the chart. */
  onHover: (index: number | null) => void;
};

const heightFor = (width: number) => (width < 480 ? 200 : 260);
const FONT = '12px ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

function optionsFor(width: number, { data, labels, format, onHover }: Props): uPlot.Options {
  const count = data.days.length;
  const highest = Math.max(0, ...data.published, ...data.shared);
  const axis = { font: FONT, stroke: CHART_COLORS.text, grid: { stroke: CHART_COLORS.grid, width: 1 } };
  // Dots where the days are far enough apart to tell them apart; a line alone where they crowd
  // (asked at every draw, so a narrower window drops them).
  const points = {
    show: (plot: uPlot) => plot.bbox.width / devicePixelRatio / Math.max(count, 1) >= 32,
    size: 6,
  };
  return {
    width,
    height: heightFor(width),
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 8 } },
    scales: {
      // Day numbers rather than timestamps: the days are the organization's, not the browser's.
      x: { time: false, range: () => (count === 1 ? [-1, 1] : [0, count - 1]) },
      y: { range: () => [0, yMax(highest)] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        ticks: { stroke: CHART_COLORS.grid },
        splits: (plot) => labelledDays(count, plot.bbox.width / devicePixelRatio),
        values: (_plot, splits) => splits.map((index) => format.shortDay(data.days[index] ?? '')),
      },
      {
        ...axis,
        ticks: { show: false },
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 1e6],
        space: 32,
        size: (_plot, values) => 16 + Math.max(2, ...(values ?? []).map((value) => value.length)) * 7,
        values: (_plot, splits) => splits.map((value) => format.number(value)),
      },
    ],
    series: [
      {},
      {
        label: labels.published,
        stroke: CHART_COLORS.published,
        fill: 'rgba(194, 65, 12, 0.08)',
        width: 2,
        points: { ...points, fill: CHART_COLORS.published },
      },
      {
        label: labels.shared,
        stroke: CHART_COLORS.shared,
        width: 2,
        dash: SHARED_DASH,
        points: { ...points, fill: '#ffffff' },
      },
    ],
    hooks: { setCursor: [(plot) => onHover(plot.cursor.idx ?? null)] },
  };
}

/**
 * Views per day as two lines (uPlot, loaded with this chunk only, on /analytics). As wide as its
 * container, redrawn at the new width when that changes; the figures themselves are given to
 * assistive technology by the table beside it, so the canvas is hidden from it.
 */
export default function ViewsChart(props: Props) {
  const root = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [width, setWidth] = useState(0);
  const hover = useRef(props.onHover);
  hover.current = props.onHover;

  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.clientWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const measured = width > 0;
  // Rebuilt when the figures, the texts or the language change; not for a new `onHover` or width.
  const { data, format } = props;
  const { published, shared } = props.labels;
  useEffect(() => {
    const element = root.current;
    if (!measured || !element) return;
    const chart = new uPlot(
      optionsFor(element.clientWidth, {
        data,
        labels: { published, shared },
        format,
        onHover: (index) => hover.current(index),
      }),
      [data.days.map((_, index) => index), data.published, data.shared],
      element,
    );
    plot.current = chart;
    return () => {
      chart.destroy();
      plot.current = null;
    };
  }, [measured, data, published, shared, format]);

  useEffect(() => {
    if (width > 0) plot.current?.setSize({ width, height: heightFor(width) });
  }, [width]);

  return <div ref={root} aria-hidden="true" className="w-full min-w-0 overflow-hidden" />;
}
