import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/ui/notify';
import { shareUrl, type TShareTarget } from '../utils/share-links';
import { IconCheck, IconFacebook, IconLink, IconLinkedIn, IconX } from './news-icons';
import classes from './share-bar.module.css';

const COPIED_FOR_MS = 2_000;

const TARGETS: { target: TShareTarget; Icon: typeof IconX; color: string }[] = [
  { target: 'x', Icon: IconX, color: 'var(--mantine-color-dark-9)' },
  { target: 'linkedin', Icon: IconLinkedIn, color: '#0a66c2' },
  { target: 'facebook', Icon: IconFacebook, color: '#1877f2' },
];

/** Share an article on X, LinkedIn or Facebook, or copy its address (spec 000 section 2). */
export function ShareBar({ pageUrl, title }: { pageUrl: string; title: string }) {
  const { t } = useTranslation('news');
  const [isCopied, setIsCopied] = useState(false);
  const text = t('share.text', { title });

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl);
      setIsCopied(true);
      notify('success', t('share.copied'));
    } catch {
      notify('error', t('share.copyFailed'));
    }
  };

  return (
    <Group gap={8} className={classes.bar} wrap="nowrap">
      <Text size="sm" fw={600} c="gray.7" className={classes.label}>
        {t('share.label')}
      </Text>
      {TARGETS.map(({ target, Icon, color }) => (
        <Tooltip key={target} label={t(`share.${target}`)} withArrow>
          <ActionIcon
            component="a"
            href={shareUrl(target, pageUrl, text)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            radius="xl"
            size="lg"
            aria-label={t(`share.${target}`)}
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
        {isCopied ? t('share.copiedShort') : t('share.copy')}
      </Button>
    </Group>
  );
}
