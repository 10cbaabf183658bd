import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/ui/notify';
import { shareUrl, type TShareTarget } from '../utils/share-links';
import { IconCheck, IconFacebook, IconLink, IconLinkedIn, IconX } from './detail-icons';
import classes from './share-bar.module.css';

const COPIED_FOR_MS = 2_000;

const TARGETS: { target: TShareTarget; Icon: typeof IconX; color: string }[] = [
  { target: 'x', Icon: IconX, color: 'dark' },
  { target: 'linkedin', Icon: IconLinkedIn, color: '#0a66c2' },
  { target: 'facebook', Icon: IconFacebook, color: '#1877f2' },
];

/** Share this job on X, LinkedIn or Facebook, or copy its address (spec 001 section 2). */
export function ShareBar({ pageUrl, title }: { pageUrl: string; title: string }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const text = t('jobDetail.share.text', { title });

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl);
      setIsCopied(true);
      notify('success', t('jobDetail.share.copied'));
    } catch {
      notify('error', t('jobDetail.share.copyFailed'));
    }
  };

  return (
    <Group gap={8} className={classes.bar} wrap="nowrap">
      <Text size="sm" fw={600} c="dimmed" className={classes.label}>
        {t('jobDetail.share.label')}
      </Text>
      {TARGETS.map(({ target, Icon, color }) => (
        <Tooltip key={target} label={t(`jobDetail.share.${target}`)} withArrow>
          <ActionIcon
            component="a"
            href={shareUrl(target, pageUrl, text)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            radius="xl"
            size="lg"
            aria-label={t(`jobDetail.share.${target}`)}
            style={{ color }}
          >
            <Icon size={16} />
          </ActionIcon>
        </Tooltip>
      ))}
      <Button
        variant={isCopied ? 'light' : 'default'}
        radius="xl"
        size="sm"
        leftSection={isCopied ? <IconCheck size={16} /> : <IconLink size={16} />}
        onClick={() => void handleCopy()}
      >
        {isCopied ? t('jobDetail.share.copiedShort') : t('jobDetail.share.copy')}
      </Button>
    </Group>
  );
}
