import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCheck, IconFacebook, IconLink, IconLinkedIn, IconX } from './icons';
import { notify } from './notify';
import { shareUrl, type TShareTarget } from './share-links';
import classes from './share-bar.module.css';

const COPIED_FOR_MS = 2_000;

const TARGETS: { target: TShareTarget; Icon: typeof IconX; color: string }[] = [
  { target: 'x', Icon: IconX, color: 'var(--mantine-color-dark-9)' },
  { target: 'linkedin', Icon: IconLinkedIn, color: '#0a66c2' },
  { target: 'facebook', Icon: IconFacebook, color: '#1877f2' },
];

type TShareBarProps = {
  pageUrl: string;
  /** The line a post on X starts with; each page words it for what it shares. */
  shareText: string;
};

/** Share a page on X, LinkedIn or Facebook, or copy its address (a job, an article). */
export function ShareBar({ pageUrl, shareText }: TShareBarProps) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl);
      setIsCopied(true);
      notify('success', t('common.share.copied'));
    } catch {
      notify('error', t('common.share.copyFailed'));
    }
  };

  return (
    <Group gap={8} className={classes.bar} wrap="nowrap">
      <Text size="sm" fw={600} c="gray.7" className={classes.label}>
        {t('common.share.label')}
      </Text>
      {TARGETS.map(({ target, Icon, color }) => (
        <Tooltip key={target} label={t(`common.share.${target}`)} withArrow>
          <ActionIcon
            component="a"
            href={shareUrl(target, pageUrl, shareText)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            radius="xl"
            size="lg"
            aria-label={t(`common.share.${target}`)}
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
        {isCopied ? t('common.share.copiedShort') : t('common.share.copy')}
      </Button>
    </Group>
  );
}
