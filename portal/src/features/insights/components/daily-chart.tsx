import type { DailySeries } from '@sayso/api/contract';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { palettes } from '@/styles/theme';

const HEIGHT = 220;
// Canvas needs literal colours: the brand, its accent, and a green that reads on white.
const SERIES = [
  { label: 'Ideas', stroke: palettes.light.brand },
  { label: 'Votes', stroke: palettes.light.brandAccent },
  { label: 'Comments', stroke: palettes.light.success },
];

function chartOptions(width: number): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    // Days are UTC days, as the server counts them; show them so in any time zone.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: { x: { time: true } },
    series: [{}, ...SERIES.map((series) => ({ ...series, width: 2 }))],
    axes: [{}, { size: 40 }],
  };
}

/** Ideas, votes and comments per day: a uPlot line chart that follows its box's width. */
export function DailyChart({ daily }: { daily: DailySeries }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const days = daily.days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
    const plot = new uPlot(
      chartOptions(element.clientWidth),
      [days, daily.ideas, daily.votes, daily.comments],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [daily]);
  return <Box ref={box} data-testid="daily-chart" />;
}

const Box = styled.div`
  width: 100%;
  min-width: 0;
  .uplot { width: 100%; }
`;
