import { TextInput } from '@mantine/core';
import { CV_LIMITS } from '@irreplaceable/contracts/cv/cv-document';

/** "2021.3", "2021/03", "2021年3月" → "2021-03": how people write months, as JSON Resume stores them. */
export function normalizeMonth(value: string): string {
  const match = /^\s*(\d{4})\s*[-./年]\s*(\d{1,2})\s*月?\s*$/.exec(value);
  if (!match) return value.trim();
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${String(month).padStart(2, '0')}` : value.trim();
}

export function MonthInput({
  label,
  placeholder,
  value,
  onChange,
  error,
}: {
  label: string;
  placeholder?: string;
  value: string | undefined;
  onChange: (event: { currentTarget: { value: string } }) => void;
  error: string | undefined;
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder ?? '2021-03'}
      inputMode="numeric"
      maxLength={CV_LIMITS.date + 2}
      value={value ?? ''}
      onChange={onChange}
      onBlur={(event) => {
        const tidy = normalizeMonth(event.currentTarget.value);
        if (tidy !== event.currentTarget.value) onChange({ currentTarget: { value: tidy } });
      }}
      error={error}
    />
  );
}
