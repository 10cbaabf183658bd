import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TJobBasis } from '@irreplaceable/contracts/jobs/job';
import { IconExternal } from './detail-icons';
import { onetUrl } from './evidence-panel';
import classes from './occupation-basis.module.css';

/**
 * Which occupation's data the page stands on, and what (if anything) belongs to the title alone:
 * titles that share an occupation share every figure, and the page says so.
 */
export function OccupationBasis({ basis, title }: { basis: TJobBasis; title: string }) {
  const { t } = useTranslation();
  const { occupation, match } = basis;
  return (
    <Paper withBorder className={classes.card} component="section" aria-labelledby="basis-title">
      <Title order={2} id="basis-title" className={classes.title}>
        {t('jobDetail.basis.title')}
      </Title>
      <Text size="sm">
        {t('jobDetail.basis.occupation')}{' '}
        <Anchor
          href={onetUrl(occupation.code)}
          target="_blank"
          rel="noopener noreferrer"
          fw={700}
          className={classes.occupation}
        >
          {occupation.title} <span className={classes.code}>{occupation.code}</span>
          <IconExternal size={13} />
        </Anchor>
      </Text>
      <Text size="sm" mt={6}>
        {basis.is_occupation_title
          ? t('jobDetail.basis.sameName', { title })
          : t('jobDetail.basis.specific', {
              title,
              how: t(`jobDetail.basis.methods.${match.method}`, {
                score: Math.round(match.score * 100),
              }),
            })}
      </Text>
      {basis.shared_with.length > 0 && (
        <Text size="sm" mt={6} c="dimmed" component="p">
          {t('jobDetail.basis.sharedWith')}
          {basis.shared_with.map((other, index) => (
            <Fragment key={other.id}>
              {index > 0 && t('jobDetail.basis.separator')}
              <Anchor component={Link} to={`/jobs/${other.id}`} size="sm" fw={600}>
                {other.title}
              </Anchor>
            </Fragment>
          ))}
        </Text>
      )}
    </Paper>
  );
}
