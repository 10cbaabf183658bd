import { SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ReferenceLine,
  ResponsiveContainer,
  XAxis,
  YAxis,
  type LabelProps,
} from 'recharts';
import type { TIndustryResult } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { OTHER_COLOR, THIS_COLOR } from '../utils/rate-bands';
import { histogram, type TBin } from '../utils/histogram';
import { ChartCard } from './chart-card';
import classes from './industry-result.module.css';

const BIN_WIDTH = 0.25;

type TMeasure = 'aiie' | 'lm_aiie';

const formatScore = (value: number) => value.toFixed(2).replace('-', '−');

/**
 * The marked score's label above the plot, kept inside it: to the right of the line near the left
 * edge, to its left near the right edge.
 */
function HereLabel({ viewBox, text, side }: LabelProps & { text: string; side: number }) {
  if (!viewBox || !('x' in viewBox)) return null;
  const anchor = side < 0.35 ? 'start' : side > 0.65 ? 'end' : 'middle';
  return (
    <text
      x={viewBox.x ?? 0}
      y={(viewBox.y ?? 0) - 10}
      textAnchor={anchor}
      fill="#0a625a"
      fontSize={12}
      fontWeight={700}
    >
      {text}
    </text>
  );
}

/**
 * Where the industry's AI Industry Exposure falls among the 250 industries the study scored: a
 * histogram of the scores (or of the language-model scores), with this industry's bin marked.
 */
export function AiieDistributionChart({ result }: { result: TIndustryResult }) {
  const { t } = useTranslation('industryAnalysis');
  const [measure, setMeasure] = useState<TMeasure>('aiie');
  const scores = result.aiie_all.flatMap((industry) => {
    const score = industry[measure];
    return score === null ? [] : [score];
  });
  const here = result.aiie ? result.aiie[measure] : null;
  const bins = histogram(scores, BIN_WIDTH, here);
  const hereBin = bins.find((bin) => bin.isHere);
  const rangeOf = (bin: TBin) =>
    t('charts.aiie.range', { from: formatScore(bin.from), to: formatScore(bin.to) });

  return (
    <ChartCard
      title={t('charts.aiie.title')}
      intro={t('charts.aiie.intro')}
      source={t('charts.aiie.source')}
      controls={
        <SegmentedControl
          size="xs"
          value={measure}
          onChange={(value) => setMeasure(value === 'lm_aiie' ? 'lm_aiie' : 'aiie')}
          data={[
            { value: 'aiie', label: t('charts.aiie.aiie') },
            { value: 'lm_aiie', label: t('charts.aiie.lmAiie') },
          ]}
          className={classes.measure}
        />
      }
      footer={
        here === null ? (
          <Text size="sm" c="gray.7">
            {t('charts.aiie.noScore')}
          </Text>
        ) : null
      }
      table={{
        columns: [t('charts.aiie.bin'), t('charts.aiie.count'), t('charts.aiie.inBin')],
        rows: bins.map((bin) => [rangeOf(bin), bin.count, bin.isHere ? formatScore(here!) : '']),
      }}
    >
      <div style={{ width: '100%', height: 240 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={bins}
            margin={{ top: 28, right: 12, bottom: 20, left: 0 }}
            barCategoryGap={1}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e9ecef" vertical={false} />
            <XAxis
              dataKey="label"
              interval={0}
              tick={{ fontSize: 11 }}
              tickFormatter={(label: string, index: number) =>
                Number.isInteger(bins[index]?.from) ? label : ''
              }
              label={{
                value: t('charts.aiie.measure'),
                position: 'insideBottom',
                offset: -12,
                fontSize: 12,
              }}
            />
            <YAxis
              allowDecimals={false}
              width={36}
              tick={{ fontSize: 11 }}
              label={{
                value: t('charts.aiie.count'),
                angle: -90,
                position: 'insideLeft',
                offset: 10,
                fontSize: 12,
                style: { textAnchor: 'middle' },
              }}
            />
            <Bar dataKey="count" isAnimationActive={false}>
              {bins.map((bin) => (
                <Cell key={bin.label} fill={bin.isHere ? THIS_COLOR : OTHER_COLOR} />
              ))}
            </Bar>
            {hereBin && here !== null && (
              <ReferenceLine
                x={hereBin.label}
                stroke={THIS_COLOR}
                strokeDasharray="4 3"
                label={
                  <HereLabel
                    text={t('charts.aiie.here', { score: formatScore(here) })}
                    side={bins.indexOf(hereBin) / bins.length}
                  />
                }
              />
            )}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
