// Insights: first-party, cookieless page views and where leads come from, for 7, 30 or 90 days.
import { Card, Flex, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../domain/format';
import { DEFAULT_INSIGHT_DAYS, insightPeriods, type Insights } from '../../../domain/insights';
import { useTRPC } from '../../lib/trpc';
import { ColumnChart } from './column-chart';
import { useScrollRegion } from './scroll-region';

export function InsightsTab() {
  const trpc = useTRPC();
  const [days, setDays] = useState<number>(DEFAULT_INSIGHT_DAYS);
  const query = useQuery(trpc.insights.report.queryOptions({ days }, { placeholderData: keepPreviousData, staleTime: 30_000 }));
  return (
    <section aria-labelledby="insights-title">
      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="5" id="insights-title">
          Insights
        </Heading>
        <SegmentedControl.Root value={String(days)} onValueChange={(v) => setDays(Number(v))} aria-label="Period">
          {insightPeriods.map((d) => (
            // Radix draws each label twice (one copy keeps the bold width): the name says it once.
            <SegmentedControl.Item key={d} value={String(d)} aria-label={`${d} days`}>
              {d} days
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
      </Flex>
      <Text as="p" size="2" color="gray" mb="3">
        Counted on this website's own server: page views per page per day, no cookies and no visitor data. Views are written about once a minute.
        Leads keep the page, listing and campaign (utm_source, utm_medium, utm_campaign) they came with.
      </Text>
      {query.isPending ? (
        <Text as="p">Loading insights...</Text>
      ) : query.isError || !query.data ? (
        <Text as="p" role="alert">
          Insights could not be loaded.
        </Text>
      ) : (
        <InsightsReport report={query.data} />
      )}
    </section>
  );
}

function InsightsReport({ report }: { report: Insights }) {
  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <Heading as="h3" size="3">
          Views per day
        </Heading>
        <Text as="p" size="2" color="gray" mb="2">
          {count(report.totals.views, 'view')} and {count(report.totals.leads, 'lead')} from {formatDate(report.from)} to {formatDate(report.to)}
        </Text>
        <ColumnChart
          name={`Page views per day, last ${report.days} days: ${report.totals.views} in all`}
          caption={`Page views per day, ${formatDate(report.from)} to ${formatDate(report.to)}`}
          series={[{ key: 'views', label: 'Views', color: '#1e3a5f' }]}
          columns={report.views.map((d) => ({ label: formatDate(d.date), values: { views: d.count } }))}
        />
      </Card>
      <div className="admin-overview__grid">
        <Card size="2">
          <Heading as="h3" size="3" mb="2" id="top-pages-title">
            Top pages
          </Heading>
          <DataTable
            labelledBy="top-pages-title"
            empty="No page views in this period."
            headers={['Page', 'Views']}
            rows={report.topPaths.map((p) => [p.path, p.views])}
          />
        </Card>
        <Card size="2">
          <Heading as="h3" size="3" mb="2" id="lead-sources-title">
            Leads by source
          </Heading>
          <DataTable
            labelledBy="lead-sources-title"
            empty="No leads in this period."
            headers={['Source / medium / campaign', 'Leads']}
            rows={report.leadsBySource.map((s) => [s.label, s.leads])}
          />
        </Card>
      </div>
      <Card size="2">
        <Heading as="h3" size="3" mb="2" id="listing-insights-title">
          Listings: views, leads and conversion
        </Heading>
        <DataTable
          labelledBy="listing-insights-title"
          empty="No listings yet."
          headers={['Listing', 'Views', 'Leads', 'Leads per 100 views']}
          rows={report.listings.map((l) => [l.title, l.views, l.leads, l.conversion === null ? '–' : l.conversion.toFixed(1)])}
        />
      </Card>
    </Flex>
  );
}

function DataTable({ labelledBy, headers, rows, empty }: { labelledBy: string; headers: string[]; rows: (string | number)[][]; empty: string }) {
  const scroller = useScrollRegion<HTMLDivElement>({ labelledBy });
  if (rows.length === 0)
    return (
      <Text as="p" size="2" color="gray">
        {empty}
      </Text>
    );
  // Fits a 360 px screen (admin.css); a longer name than that scrolls in its own region, never clipped.
  return (
    <div ref={scroller} className="admin-table-scroll">
      <table className="admin-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {headers.map((h, i) => (
              <th key={h} scope="col" className={i > 0 ? 'num' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={j} className="num">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "1 view", "2 views". */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
