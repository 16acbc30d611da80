import type { XAxisTickContentProps } from 'recharts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Text,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/**
 * The charts (recharts, decision 911): loaded with this route only. Each is decorative for assistive technology
 * (aria-hidden, and recharts' keyboard layer off so nothing inside takes the focus): the table beside it carries the
 * same numbers.
 */

export type Point = { label: string; value: number };

const AXIS = { stroke: '#94a3b8', fontSize: 12 };

/**
 * A bar's label under it, wrapped on words within the bar's slot and cut with "…" after three lines: every label is
 * shown (interval 0), so on a phone they must not run into each other ("Sàng lọc hồ sơ" beside "Phỏng vấn").
 */
function WrappedTick({ x, y, width, visibleTicksCount, payload }: XAxisTickContentProps) {
  const slot = Math.max(24, Number(width) / Math.max(1, visibleTicksCount) - 4);
  // A phone's slots are narrow: a smaller type keeps a word such as "Phỏng" whole on its line.
  const fontSize = slot < 56 ? 10 : AXIS.fontSize;
  return (
    <Text
      x={Number(x)}
      y={Number(y)}
      width={slot}
      maxLines={3}
      textAnchor="middle"
      verticalAnchor="start"
      fill={AXIS.stroke}
      fontSize={fontSize}
      // Measured with this style when the label is broken into lines (a length with its unit: a bare number is lost).
      style={{ fontSize: `${fontSize}px` }}
      className="recharts-cartesian-axis-tick-value"
    >
      {String(payload.value)}
    </Text>
  );
}

export function BarsChart({ data, height = 240 }: { data: Point[]; height?: number }) {
  return (
    <div aria-hidden="true" className="h-60 w-full" style={{ height }} data-testid="chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#1e293b" vertical={false} />
          <XAxis
            dataKey="label"
            tick={(props: XAxisTickContentProps) => <WrappedTick {...props} />}
            stroke="#475569"
            interval={0}
            height={56}
          />
          <YAxis allowDecimals={false} tick={AXIS} stroke="#475569" width={40} />
          <Tooltip contentStyle={{ background: '#0f172a', border: '1px solid #334155', color: '#e2e8f0' }} />
          <Bar dataKey="value" fill="#38bdf8" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function LineOverTime({ data }: { data: Point[] }) {
  return (
    <div aria-hidden="true" className="h-60 w-full" data-testid="chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#1e293b" vertical={false} />
          <XAxis dataKey="label" tick={AXIS} stroke="#475569" minTickGap={24} />
          <YAxis allowDecimals={false} tick={AXIS} stroke="#475569" width={40} />
          <Tooltip contentStyle={{ background: '#0f172a', border: '1px solid #334155', color: '#e2e8f0' }} />
          <Line type="monotone" dataKey="value" stroke="#38bdf8" dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
