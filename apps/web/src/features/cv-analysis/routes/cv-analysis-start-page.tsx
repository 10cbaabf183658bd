import '@mantine/dropzone/styles.css';
import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Tabs, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TPersonalAnalysisMode } from '@irreplaceable/contracts/analyses/personal-analysis';
import { CV_ANALYSIS } from '@irreplaceable/contracts/constants';
import { AnalysisModeChoice } from '../../../shared/analyses/analysis-mode-choice';
import { useAllowance } from '../../../shared/analyses/get-allowance';
import { serverMessage } from '../../../shared/api/api-error';
import { useLanguage } from '../../../shared/i18n/use-language';
import { IconAlert, IconShield } from '../../../shared/ui/icons';
import { PageHeading } from '../../../shared/ui/page-heading';
import { useStartCvAnalysis } from '../api/start-cv-analysis';
import { CvFileDrop } from '../components/cv-file-drop';
import { CvTextInput } from '../components/cv-text-input';
import startClasses from '../../../shared/analyses/analysis-start.module.css';
import classes from '../components/cv-start.module.css';

type TInputTab = 'upload' | 'paste';

/** /me/cv-analysis/start: give a CV (a file or pasted text), choose free or credit, and go. */
export default function CvAnalysisStartPage() {
  const { t } = useTranslation('cvAnalysis');
  const language = useLanguage();
  const navigate = useNavigate();
  const start = useStartCvAnalysis();
  const [tab, setTab] = useState<TInputTab>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [chosenMode, setMode] = useState<TPersonalAnalysisMode>('free');
  const [uploaded, setUploaded] = useState<number | null>(null);
  /** The form's one message before sending: a refused file, or what is still to give. */
  const [missing, setMissing] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = start.isPending;
  const allowance = useAllowance('cv');
  const nextFreeAt = allowance.data?.free_available === false ? allowance.data.next_free_at : null;

  // Today's free analysis is used: offer the credit one rather than a choice that would fail.
  const mode = nextFreeAt !== null ? 'credit' : chosenMode;

  /** A new file or text is a fresh start: the last attempt's message no longer applies. */
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setMissing(null);
      setRefusal(null);
      start.reset();
    };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(null);
    // A refused file already says what to do: clicking again does not add a second message.
    if (tab === 'upload' && !file) return setMissing(refusal ?? t('start.needsFile'));
    if (tab === 'paste' && text.trim() === '') return setMissing(t('start.needsText'));
    if (tab === 'paste' && text.length > CV_ANALYSIS.textMaxChars * 2) {
      return setMissing(
        t('start.paste.farTooLong', { max: (CV_ANALYSIS.textMaxChars * 2).toLocaleString() }),
      );
    }
    setUploaded(tab === 'upload' ? 0 : null);
    start.mutate(
      {
        source: tab === 'upload' ? { kind: 'file', file: file! } : { kind: 'text', text },
        mode,
        language,
        onUploadProgress: setUploaded,
      },
      { onSuccess: ({ id }) => void navigate(`/me/cv-analysis/result/${id}`) },
    );
  };

  const error = start.isError ? (serverMessage(start.error) ?? t('start.failed')) : missing;
  const percent = uploaded === null ? null : Math.round(uploaded * 100);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeading title={t('title')} intro={t('intro')} />
        <Anchor component={Link} to="/me/cv-analysis/history" size="sm" fw={600}>
          {t('historyLink')}
        </Anchor>
      </Group>

      <Paper
        withBorder
        component="form"
        onSubmit={handleSubmit}
        className={startClasses.panel}
        noValidate
      >
        <Stack gap="lg">
          <Tabs value={tab} onChange={(value) => setTab(value === 'paste' ? 'paste' : 'upload')}>
            <Tabs.List aria-label={t('start.inputLabel')}>
              <Tabs.Tab value="upload" disabled={busy}>
                {t('start.tabs.upload')}
              </Tabs.Tab>
              <Tabs.Tab value="paste" disabled={busy}>
                {t('start.tabs.paste')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="upload" pt="md">
              <CvFileDrop
                file={file}
                onFile={changed(setFile)}
                onRefused={(message) => {
                  setFile(null);
                  start.reset();
                  setRefusal(message);
                  setMissing(message);
                }}
                disabled={busy}
              />
            </Tabs.Panel>
            <Tabs.Panel value="paste" pt="md">
              <CvTextInput value={text} onChange={changed(setText)} disabled={busy} />
            </Tabs.Panel>
          </Tabs>

          <AnalysisModeChoice
            kind="cv"
            mode={mode}
            onChange={setMode}
            disabled={busy}
            nextFreeAt={nextFreeAt}
            creditHint={t('start.creditHint')}
            pageName={t('title')}
          />

          <Alert
            variant="light"
            color="gray"
            icon={<IconShield size={18} />}
            title={t('start.privacy.title')}
            className={classes.privacy}
            role="note"
          >
            <Text size="sm">{t('start.privacy.body')}</Text>
          </Alert>

          {error && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlert size={18} />}
              role="alert"
              title={start.isError ? t('start.failed') : undefined}
            >
              {error}
            </Alert>
          )}

          <Stack gap={6}>
            <Button type="submit" size="md" loading={busy} disabled={busy}>
              {t('start.submit')}
            </Button>
            {busy && percent !== null && (
              <div aria-live="polite">
                <Progress
                  value={percent}
                  size="sm"
                  animated={percent >= 100}
                  aria-label={t('start.uploading', { percent })}
                />
                <Text size="xs" c="dimmed" mt={4}>
                  {percent < 100 ? t('start.uploading', { percent }) : t('start.reading')}
                </Text>
              </div>
            )}
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
