import { TextInput } from '@mantine/core';
import type { ClipboardEvent, FocusEvent, ReactNode, Ref } from 'react';
import { AUTH } from '@irreplaceable/contracts/constants';
import classes from './otp-field.module.css';

const FULL_CODE = new RegExp(`^\\d{${AUTH.otpLength}}$`);

/** Keeps digits only, at most six (spec 000 section 5). */
export function sanitizeOtp(value: string): string {
  return value.replace(/\D/g, '').slice(0, AUTH.otpLength);
}

type TOtpFieldProps = {
  label: string;
  description: string;
  value: string;
  error?: ReactNode;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Called with a pasted complete code, after the field has been filled with it. */
  onPasteComplete?: (code: string) => void;
};

export function OtpField({ onChange, onPasteComplete, inputRef, ...props }: TOtpFieldProps) {
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').trim();
    if (!FULL_CODE.test(pasted)) return;
    event.preventDefault();
    onChange(pasted);
    onPasteComplete?.(pasted);
  };

  return (
    <TextInput
      {...props}
      ref={inputRef}
      name="otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={AUTH.otpLength}
      placeholder={'•'.repeat(AUTH.otpLength)}
      classNames={{ input: classes.input }}
      size="md"
      onChange={(event) => onChange(sanitizeOtp(event.currentTarget.value))}
      onPaste={handlePaste}
    />
  );
}
