import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CV_ANALYSIS } from '@irreplaceable/contracts/constants';

type TCvTextInputProps = {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
};

/** The CV pasted as text, with its length against what the server reads. */
export function CvTextInput({ value, onChange, disabled }: TCvTextInputProps) {
  const { t } = useTranslation('cvAnalysis');
  return (
    <Textarea
      label={t('start.paste.label')}
      placeholder={t('start.paste.placeholder')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autosize
      minRows={10}
      maxRows={22}
      disabled={disabled}
      description={t('start.paste.count', {
        count: value.length.toLocaleString(),
        max: CV_ANALYSIS.textMaxChars.toLocaleString(),
      })}
      // Longer text is not refused or silently cut while typing: the reader is told what is read.
      error={
        value.length > CV_ANALYSIS.textMaxChars
          ? t('start.paste.tooLong', { max: CV_ANALYSIS.textMaxChars.toLocaleString() })
          : undefined
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
