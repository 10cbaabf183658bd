import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import type { Editor } from '@tiptap/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './rich-text-field.module.css';

/** The editor names its own text box (see use-article-editor); the toolbar is labelled here. */
type TRichTextFieldProps = { editor: Editor | null };

/** The rich-text editor (Tiptap through Mantine) with the formatting the article allow-list keeps. */
export function RichTextField({ editor }: TRichTextFieldProps) {
  const { t } = useTranslation('adminNews');
  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t('editor.toolbar.bold'),
      italicControlLabel: t('editor.toolbar.italic'),
      strikeControlLabel: t('editor.toolbar.strike'),
      codeControlLabel: t('editor.toolbar.code'),
      clearFormattingControlLabel: t('editor.toolbar.clearFormatting'),
      h2ControlLabel: t('editor.toolbar.h2'),
      h3ControlLabel: t('editor.toolbar.h3'),
      h4ControlLabel: t('editor.toolbar.h4'),
      blockquoteControlLabel: t('editor.toolbar.blockquote'),
      hrControlLabel: t('editor.toolbar.hr'),
      bulletListControlLabel: t('editor.toolbar.bulletList'),
      orderedListControlLabel: t('editor.toolbar.orderedList'),
      linkControlLabel: t('editor.toolbar.link'),
      unlinkControlLabel: t('editor.toolbar.unlink'),
      codeBlockControlLabel: t('editor.toolbar.codeBlock'),
      undoControlLabel: t('editor.toolbar.undo'),
      redoControlLabel: t('editor.toolbar.redo'),
      linkEditorInputLabel: t('editor.toolbar.linkPlaceholder'),
      linkEditorInputPlaceholder: 'https://example.com',
      linkEditorExternalLink: t('editor.toolbar.linkOpenInNewTab'),
      linkEditorInternalLink: t('editor.toolbar.linkOpenInNewTab'),
      linkEditorSave: t('editor.toolbar.linkSave'),
    }),
    [t],
  );

  return (
    <RichTextEditor editor={editor} labels={labels} className={classes.editor}>
      {/* Stays under the admin header (60 px) while a long text scrolls. */}
      <RichTextEditor.Toolbar sticky stickyOffset={60}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.Code />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Blockquote />
          <RichTextEditor.Hr />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.CodeBlock />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content className={classes.content} />
    </RichTextEditor>
  );
}
