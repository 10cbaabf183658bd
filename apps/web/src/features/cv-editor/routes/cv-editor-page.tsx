import {
  Alert,
  Button,
  Group,
  Loader,
  Menu,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CV_EDITOR } from '@irreplaceable/contracts/constants';
import type { TCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import { fileNameFromText } from '@irreplaceable/contracts/common/file-name';
import { serverMessage } from '../../../shared/api/api-error';
import { useLanguage } from '../../../shared/i18n/use-language';
import { PageHeading } from '../../../shared/ui/page-heading';
import { CvForm } from '../components/cv-form';
import { IconChevronDown } from '../../../shared/ui/icons';
import {
  IconCloud,
  IconDownload,
  IconRedo,
  IconUndo,
  IconUpload,
} from '../components/editor-icons';
import { ImportReview } from '../components/import-review';
import { useImportCvFile } from '../api/import-cv';
import { PreviewPanel, type TDrawnPdf } from '../components/preview-panel';
import { TooLongAlert } from '../components/too-long-alert';
import type { TCvLength } from '../utils/cv-pdf-file';
import { SaveDialog } from '../components/save-dialog';
import { SavedCopies } from '../components/saved-copies';
import { TailorDialog } from '../components/tailor-dialog';
import {
  UnsupportedCharactersAlert,
  namedCharacters,
} from '../components/unsupported-characters-alert';
import {
  findUnsupportedCharacters,
  useUnsupportedCharacters,
} from '../hooks/use-unsupported-characters';
import { toDraft, useLocalCv } from '../state/local-cv-store';
import { checkCv } from '../utils/check-cv';
import { focusFirstProblem } from '../utils/focus-first-problem';
import {
  JSON_FILE_MAX_BYTES,
  downloadBlob,
  readJsonResume,
  toJsonResume,
} from '../utils/json-resume-file';
import classes from '../components/cv-editor.module.css';

const fileStem = (cv: TCvDocument) => fileNameFromText(cv.basics.name, 'cv');

/** /me/cv-editor: write the CV, see the PDF as it will be, export it, keep a copy. */
export default function CvEditorPage() {
  const { t } = useTranslation('cvEditor');
  const interfaceLanguage = useLanguage();
  const wide = useMediaQuery('(min-width: 75em)', true);
  const cv = useLocalCv((state) => state.cv);
  const template = useLocalCv((state) => state.template);
  const paper = useLocalCv((state) => state.paper);
  const language = useLocalCv((state) => state.language) ?? interfaceLanguage;
  const canUndo = useLocalCv((state) => state.past.length > 0);
  const canRedo = useLocalCv((state) => state.future.length > 0);
  const { undo, redo, replace, setLayout } = useLocalCv.getState();

  const check = useMemo(() => checkCv(cv), [cv]);
  const unsupported = useUnsupportedCharacters(check.onScreen);
  const [showRequired, setShowRequired] = useState(false);
  /** Counts the clicks that found the CV incomplete: each brings its first gap into view. */
  const [gapShown, setGapShown] = useState(0);
  const form = useRef<HTMLDivElement>(null);
  const [pane, setPane] = useState<'edit' | 'preview'>('edit');
  const [params, setParams] = useSearchParams();
  const linkedJob = Number(params.get('tailor')) || null;
  const [dialog, setDialog] = useState<'save' | 'saved' | 'tailor' | null>(() =>
    linkedJob ? 'tailor' : null,
  );
  const [imported, setImported] = useState<{ cv: TCvDocument; fromFile: boolean } | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const drawn = useRef<TDrawnPdf | null>(null);
  const importInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const readFile = useImportCvFile();
  const onDrawn = useCallback((pdf: TDrawnPdf | null) => {
    drawn.current = pdf;
  }, []);
  const [length, setLength] = useState<TCvLength | null>(null);
  const tooLong = length !== null && length.pages > CV_EDITOR.exportMaxPages;

  const ready = check.cv !== null && check.missing.length === 0;
  // Sent here to tailor the CV to a job before it is complete: show what is missing.
  const requiredShown = showRequired || (linkedJob !== null && !ready);

  const errorFor = useCallback(
    (path: string) => {
      const problem = check.problems.get(path);
      if (problem) {
        const known = ['too_long', 'date', 'mbti', 'photo_type', 'photo_size', 'invalid_format'];
        return t(`problems.${known.includes(problem) ? problem : 'other'}` as 'problems.other');
      }
      // A list (highlights, courses) is one box on screen, one field per line in the check.
      const unreadable = unsupported?.filter((character) =>
        character.fields.some(
          (field) =>
            field.path === path ||
            (field.line !== undefined && field.path === `${path}.${field.line}`),
        ),
      );
      if (unreadable?.length) {
        return t('problems.unsupported_characters', {
          chars: namedCharacters(unreadable),
        });
      }
      if (requiredShown && (check.missing as string[]).includes(path)) {
        return t(`missing.${path}` as 'missing.work');
      }
      return undefined;
    },
    [check, requiredShown, t, unsupported],
  );

  /** The checked CV, or null after marking what is missing and taking the person to it. */
  const readyCv = (): TCvDocument | null => {
    if (ready) return check.cv;
    setShowRequired(true);
    setPane('edit');
    setGapShown((count) => count + 1);
    return null;
  };

  useEffect(() => {
    if (gapShown > 0 && form.current) focusFirstProblem(form.current);
  }, [gapShown]);

  const downloadPdf = async () => {
    const complete = readyCv();
    if (!complete) return;
    // The same refusal as the server's export: nothing is drawn while a character cannot be.
    const refused = unsupported ?? (await findUnsupportedCharacters(complete));
    if (refused.length > 0) return;
    const key = JSON.stringify([complete, template, paper, language]);
    let blob = drawn.current?.key === key ? drawn.current.blob : null;
    if (!blob) {
      // Not drawn for the preview yet: drawn now, by the same rules (the page limit included).
      const { drawMeasuredCvPdf } = await import('../utils/cv-pdf-file');
      const measured = await drawMeasuredCvPdf({ cv: complete, template, paper, language });
      setLength(measured.length);
      if (!measured.blob || measured.length.pages > CV_EDITOR.exportMaxPages) return;
      blob = measured.blob;
    }
    downloadBlob(blob, `${fileStem(complete)}-${template}.pdf`);
  };

  const importJson = async (file: File | null) => {
    setImportError(null);
    if (!file) return;
    const read = await readJsonResume(file);
    if (read.ok) return setImported({ cv: read.cv, fromFile: false });
    if (read.reason === 'empty') return setImportError(t('export.importEmpty'));
    if (read.reason === 'too_large') {
      return setImportError(
        t('export.importTooLarge', { max: `${JSON_FILE_MAX_BYTES / 1024 / 1024} MB` }),
      );
    }
    if (read.reason === 'invalid') {
      return setImportError(t('export.importBadField', { field: read.field }));
    }
    setImportError(
      t(read.reason === 'not_json' ? 'export.importNotJson' : 'export.importNotResume'),
    );
  };

  const missingParts = check.missing.map((part) => t(`parts.${part}`)).join(t('listSeparator'));

  return (
    <Stack gap="lg">
      <PageHeading title={t('title')} intro={t('intro')} />

      <Paper withBorder className={classes.toolbar}>
        <Group gap="xs" wrap="wrap" justify="space-between">
          <Group gap={6} wrap="wrap">
            <Tooltip label={t('undo')}>
              <Button
                variant="default"
                size="xs"
                onClick={undo}
                disabled={!canUndo}
                aria-label={t('undo')}
              >
                <IconUndo size={16} />
              </Button>
            </Tooltip>
            <Tooltip label={t('redo')}>
              <Button
                variant="default"
                size="xs"
                onClick={redo}
                disabled={!canRedo}
                aria-label={t('redo')}
              >
                <IconRedo size={16} />
              </Button>
            </Tooltip>
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <Button variant="default" size="xs" rightSection={<IconChevronDown size={14} />}>
                  {t('export.menu')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconUpload size={16} />}
                  onClick={() => importInput.current?.click()}
                >
                  {t('export.importJson')}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconDownload size={16} />}
                  onClick={() => {
                    const complete = readyCv();
                    if (complete)
                      downloadBlob(toJsonResume(complete), `${fileStem(complete)}.json`);
                  }}
                >
                  {t('export.json')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <input
              ref={fileInput}
              type="file"
              accept=".pdf,.doc,.docx,.txt,.md,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,text/markdown"
              hidden
              data-testid="cv-import-file"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (!file) return;
                setImportError(null);
                readFile.mutate(file, {
                  onSuccess: (answer) => setImported({ cv: answer.cv, fromFile: true }),
                  onError: (error) =>
                    setImportError(serverMessage(error) ?? t('export.importEmpty')),
                });
              }}
            />
            <input
              ref={importInput}
              type="file"
              accept="application/json,.json"
              hidden
              data-testid="cv-import-json"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0] ?? null;
                event.currentTarget.value = '';
                void importJson(file);
              }}
            />
          </Group>
          <Group gap={6} wrap="wrap">
            <Button variant="light" size="xs" onClick={() => readyCv() && setDialog('tailor')}>
              {t('tailor.button')}
            </Button>
            <Button variant="subtle" size="xs" onClick={() => setDialog('saved')}>
              {t('saved.button')}
            </Button>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconCloud size={16} />}
              onClick={() => readyCv() && setDialog('save')}
            >
              {t('save.button')}
            </Button>
            <Button
              size="xs"
              leftSection={<IconDownload size={16} />}
              disabled={tooLong}
              onClick={() => void downloadPdf()}
            >
              {t('export.pdf')}
            </Button>
          </Group>
        </Group>
        <Text size="xs" c={check.missing.length ? 'orange.9' : 'dimmed'} mt={8} role="status">
          {check.missing.length
            ? t('missingSummary', { count: check.missing.length, parts: missingParts })
            : t('complete')}
          {interfaceLanguage === 'zh' ? '' : ' '}
          <Text span size="xs" c="dimmed">
            {t('localNote')}
          </Text>
        </Text>
        {readFile.isPending ? (
          <Group gap={6} mt="xs" role="status">
            <Loader size="xs" />
            <Text size="xs">{t('export.reading')}</Text>
          </Group>
        ) : null}
        {unsupported?.length ? <UnsupportedCharactersAlert characters={unsupported} /> : null}
        {tooLong ? <TooLongAlert length={length} /> : null}
        {importError ? (
          <Alert
            color="red"
            variant="light"
            mt="xs"
            withCloseButton
            onClose={() => setImportError(null)}
          >
            {importError}
          </Alert>
        ) : null}
      </Paper>

      {!wide ? (
        <SegmentedControl
          fullWidth
          value={pane}
          onChange={(value) => setPane(value === 'preview' ? 'preview' : 'edit')}
          data={[
            { value: 'edit', label: t('tabs.edit') },
            { value: 'preview', label: t('tabs.preview') },
          ]}
        />
      ) : null}

      <div className={classes.layout}>
        {wide || pane === 'edit' ? (
          <div ref={form}>
            <CvForm errorFor={errorFor} />
          </div>
        ) : null}
        {wide || pane === 'preview' ? (
          <div className={classes.previewColumn}>
            <PreviewPanel
              cv={check.cv}
              drawable={unsupported && unsupported.length === 0}
              template={template}
              paper={paper}
              language={language}
              onLayout={setLayout}
              onDrawn={onDrawn}
              onLength={setLength}
            />
          </div>
        ) : null}
      </div>

      {dialog === 'save' && check.cv ? (
        <SaveDialog cv={check.cv} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'saved' ? <SavedCopies onClose={() => setDialog(null)} /> : null}
      {dialog === 'tailor' && ready && check.cv ? (
        <TailorDialog
          cv={check.cv}
          language={language}
          initialJobId={linkedJob}
          onClose={() => {
            setDialog(null);
            if (linkedJob) setParams({}, { replace: true });
          }}
        />
      ) : null}
      {imported ? (
        <ImportReview
          cv={imported.cv}
          fromFile={imported.fromFile}
          onCancel={() => setImported(null)}
          onConfirm={() => {
            replace(toDraft(imported.cv));
            setImported(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
