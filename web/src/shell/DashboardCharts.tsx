// The dashboard's charts (Victory), each with its totals beside it, and its picture as PNG or its
// figures as CSV to download. Loaded lazily by Home.
import { Button } from '@fluentui/react-button';
import { Card } from '@fluentui/react-card';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { Subtitle2, Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { csvDocument } from '@licensing/domain';
import { type ReactNode, useRef } from 'react';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryGroup, VictoryLegend, VictoryStack } from 'victory';
import type { DashboardQuery } from '../gql/graphql';
import { downloadBase64, download as saveFile } from '../shared/download';

type Dashboard = DashboardQuery['dashboard'];

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const COLORS = [tokens.colorPaletteBlueBorderActive, tokens.colorPaletteMarigoldBorderActive];
// Victory draws its labels and axes in near-black by default: the theme's colours instead, so they
// read on a dark background too.
const AXIS_STYLE = {
  axis: { stroke: tokens.colorNeutralStroke1 },
  ticks: { stroke: tokens.colorNeutralStroke1 },
  tickLabels: { fill: tokens.colorNeutralForeground2 },
};
const LEGEND_STYLE = { labels: { fill: tokens.colorNeutralForeground1 } };

/** The SVG's text with the theme's variables (`var(--token)`) as their values: an image has no page's CSS. */
function resolveThemeVariables(source: string) {
  const root = getComputedStyle(document.documentElement);
  return source.replace(
    /var\((--\w+)\)/g,
    (variable, name: string) => root.getPropertyValue(name).trim() || variable,
  );
}

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 900px)': { gridTemplateColumns: '1fr' },
  },
  head: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalS,
  },
  totals: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The chart's SVG drawn on a canvas, as a PNG. */
async function svgToPng(svg: SVGSVGElement, fileName: string) {
  const { width, height } = svg.getBoundingClientRect();
  const image = new Image();
  const source = resolveThemeVariables(new XMLSerializer().serializeToString(svg));
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
  await image.decode();
  const canvas = Object.assign(document.createElement('canvas'), { width: width * 2, height: height * 2 });
  const context = canvas.getContext('2d')!;
  // The page's background, so the theme's labels read on the picture as they do on screen.
  context.fillStyle = getComputedStyle(document.documentElement).getPropertyValue(
    '--colorNeutralBackground1',
  );
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const [, base64 = ''] = canvas.toDataURL('image/png').split(',');
  downloadBase64(fileName, base64, 'image/png');
}

type ChartCardProps = {
  title: string;
  totals: [string, number][];
  name: string;
  csv: (string | number)[][];
  children: ReactNode;
};

function ChartCard({ title, totals, name, csv, children }: ChartCardProps) {
  const styles = useStyles();
  const frame = useRef<HTMLDivElement>(null);
  // Four cards, four pairs of buttons: each names its chart ('Download Orders as CSV').
  const downloadButton = (format: string, save: () => void) => (
    <Button
      size="small"
      icon={<ArrowDownloadRegular />}
      aria-label={`Download ${title} as ${format}`}
      onClick={save}
    >
      {format}
    </Button>
  );
  return (
    <Card role="region" aria-label={title}>
      <div className={styles.head}>
        <Subtitle2 as="h2">{title}</Subtitle2>
        <div className={styles.actions}>
          {downloadButton('PNG', () => {
            const svg = frame.current?.querySelector('svg');
            if (svg) void svgToPng(svg, `${name}.png`);
          })}
          {downloadButton('CSV', () => saveFile(`${name}.csv`, csvDocument(csv), 'text/csv;charset=utf-8'))}
        </div>
      </div>
      <div className={styles.totals}>
        {totals.map(([label, value]) => (
          <Text key={label}>
            {label}: <strong>{value}</strong>
          </Text>
        ))}
      </div>
      <div ref={frame}>{children}</div>
    </Card>
  );
}

type Month = Dashboard['months'][number];

type MonthCardProps = {
  title: string;
  name: string;
  dashboard: Dashboard;
  series: [string, (month: Month) => number][];
  stacked?: boolean;
};

/**
 * Two series per month, side by side or stacked, with their totals (the year's sums) and figures;
 * its picture is named `title` and read as its figures.
 */
function MonthCard({ title, name, dashboard, series, stacked }: MonthCardProps) {
  const monthName = (month: Month) => MONTH_NAMES[month.month - 1]!;
  const figures = dashboard.months
    .map((month) =>
      [monthName(month), series.map(([label, value]) => `${label} ${value(month)}`).join(', ')].join(': '),
    )
    .join('; ');
  const bars = series.map(([label, value], index) => (
    <VictoryBar
      key={label}
      data={dashboard.months.map((month) => ({ x: monthName(month), y: value(month) }))}
      style={{ data: { fill: COLORS[index] } }}
    />
  ));
  return (
    <ChartCard
      title={title}
      name={`${name}-${dashboard.year}`}
      totals={series.map(([label, value]) => [
        label,
        dashboard.months.reduce((sum, month) => sum + value(month), 0),
      ])}
      csv={[
        ['Month', ...series.map(([label]) => label)],
        ...dashboard.months.map((month) => [monthName(month), ...series.map(([, value]) => value(month))]),
      ]}
    >
      <VictoryChart
        title={`${title}, ${dashboard.year}`}
        desc={figures}
        height={240}
        domainPadding={{ x: 12 }}
        padding={{ top: 40, bottom: 40, left: 48, right: 16 }}
      >
        <VictoryLegend
          x={48}
          y={4}
          orientation="horizontal"
          style={LEGEND_STYLE}
          data={series.map(([label], index) => ({ name: label, symbol: { fill: COLORS[index] } }))}
        />
        <VictoryAxis style={AXIS_STYLE} />
        <VictoryAxis
          dependentAxis
          style={AXIS_STYLE}
          tickFormat={(tick: number) => (Number.isInteger(tick) ? tick : '')}
        />
        {stacked ? <VictoryStack>{bars}</VictoryStack> : <VictoryGroup offset={8}>{bars}</VictoryGroup>}
      </VictoryChart>
    </ChartCard>
  );
}

export function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      <MonthCard
        title="Customers and licenses"
        name="customers-licenses"
        dashboard={dashboard}
        series={[
          ['Customers', (m) => m.customers],
          ['Licenses', (m) => m.productLicenses],
        ]}
      />
      <MonthCard
        title="Trial requests"
        name="trial-requests"
        dashboard={dashboard}
        stacked
        series={[
          ['Order generated', (m) => m.trialRequestsGenerated],
          ['Not processed', (m) => m.trialRequestsNotProcessed],
        ]}
      />
      <MonthCard
        title="Orders"
        name="orders"
        dashboard={dashboard}
        stacked
        series={[
          ['Resolved', (m) => m.ordersResolved],
          ['Not resolved', (m) => m.ordersNotResolved],
        ]}
      />
      <ChartCard
        title="Licenses per edition"
        name={`licenses-per-edition-${dashboard.year}`}
        totals={[['Editions', dashboard.licensesPerEdition.length]]}
        csv={[
          ['Product', 'Edition', 'Licenses'],
          ...dashboard.licensesPerEdition.map((row) => [row.productName, row.editionName, row.licenses]),
        ]}
      >
        <VictoryChart
          title={`Licenses per edition, ${dashboard.year}`}
          desc={dashboard.licensesPerEdition
            .map((row) => `${row.productName} ${row.editionName}: ${row.licenses}`)
            .join('; ')}
          height={Math.max(160, dashboard.licensesPerEdition.length * 22 + 40)}
          horizontal
          domainPadding={{ x: 10 }}
          padding={{ top: 10, bottom: 30, left: 180, right: 24 }}
        >
          <VictoryAxis style={{ ...AXIS_STYLE, tickLabels: { ...AXIS_STYLE.tickLabels, fontSize: 9 } }} />
          <VictoryAxis
            dependentAxis
            style={AXIS_STYLE}
            tickFormat={(tick: number) => (Number.isInteger(tick) ? tick : '')}
          />
          <VictoryBar
            data={[...dashboard.licensesPerEdition]
              .reverse()
              .map((row) => ({ x: row.editionName, y: row.licenses }))}
            style={{ data: { fill: COLORS[0] } }}
          />
        </VictoryChart>
      </ChartCard>
    </div>
  );
}
