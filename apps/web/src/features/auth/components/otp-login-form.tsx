import { Alert, Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH } from '@irreplaceable/contracts/constants';
import type { TVerifyOtpResponse } from '@irreplaceable/contracts/auth/verify-otp';
import { IconAlert, IconMail } from '../../../shared/ui/icons';
import { requestOtp } from '../api/request-otp';
import { verifyOtp } from '../api/verify-otp';
import { useCountdown } from '../hooks/use-countdown';
import { isNarrowScreenNow, useIsNarrowScreen } from '../hooks/use-is-narrow-screen';
import { loginErrorMessage, type TLoginStep } from '../utils/login-error-message';
import { emailError, otpError } from '../utils/login-validation';
import { OtpField } from './otp-field';
import { notify } from '../../../shared/ui/notify';

type TOtpLoginFormProps = {
  scope: 'user' | 'admin';
  /** Stores the session and moves on; a throw is shown as the login error. */
  onVerified: (pair: Partial<TVerifyOtpResponse>) => Promise<void>;
  /** The address to start with, when the page already knows it. */
  initialEmail?: string;
};

const DEFAULT_RESEND_SECONDS = AUTH.otpResendCooldownMs / 1000;

/** E-mail, then a six-digit code (spec 000: Login). Used by /login and /admin/login. */
export function OtpLoginForm({ scope, onVerified, initialEmail = '' }: TOtpLoginFormProps) {
  const { t } = useTranslation();
  const isNarrow = useIsNarrowScreen();
  const otpInput = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const countdown = useCountdown();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isVerifying, setIsVerifying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: initialEmail, otp: '' },
    validateInputOnBlur: true,
    validate: {
      email: (value) => emailError(value, 'field', t),
      otp: (value) => (codeSentTo === null ? null : otpError(value, 'field', t)),
    },
  });

  const email = form.values.email.trim().toLowerCase();
  const isCodeSent = codeSentTo !== null && codeSentTo === email;
  const canResend = isCodeSent && countdown.secondsLeft === 0;

  const showFailure = (error: unknown, step: TLoginStep) =>
    setFailure(loginErrorMessage(error, step, isNarrow, t));

  const handleGetCode = async () => {
    const problem = emailError(form.values.email, 'getCode', t);
    if (problem) {
      form.setFieldError('email', problem);
      return;
    }
    setFailure(null);
    setIsSending(true);
    try {
      const { resend_after } = await requestOtp({ email });
      setCodeSentTo(email);
      countdown.start(resend_after > 0 ? resend_after : DEFAULT_RESEND_SECONDS);
      notify('success', t('auth.login.otpSent'));
      window.setTimeout(() => otpInput.current?.focus(), 0);
    } catch (error) {
      showFailure(error, 'email');
    } finally {
      setIsSending(false);
    }
  };

  const verify = async (otp: string) => {
    const emailProblem = emailError(form.values.email, 'field', t);
    const otpProblem = otpError(otp, 'submit', t);
    if (emailProblem || otpProblem) {
      form.setErrors({ email: emailProblem, otp: otpProblem });
      return;
    }
    setFailure(null);
    setIsVerifying(true);
    try {
      await onVerified(await verifyOtp({ email, otp, scope }));
    } catch (error) {
      showFailure(error, 'otp');
      setIsVerifying(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void verify(form.values.otp);
  };

  /**
   * Leaving the code field checks it, except on the way to the login button, whose own check
   * says 'Please enter the OTP' (an error shown on the way would also push the button from under
   * the pointer and swallow the click), and except while nothing has been typed yet.
   */
  const handleOtpBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (event.relatedTarget !== null && event.relatedTarget === submitButton.current) return;
    if (form.values.otp === '' && !form.isTouched('otp')) return;
    form.validateField('otp');
  };

  const handlePasteComplete = (code: string) => {
    form.clearFieldError('otp');
    if (isNarrowScreenNow()) void verify(code);
  };

  const getCodeLabel = canResend
    ? t('auth.login.resend')
    : isCodeSent
      ? t('auth.login.codeSent')
      : t('auth.login.getCode');

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('email')}
          key={form.key('email')}
          type="email"
          name="email"
          autoComplete="email"
          label={t('auth.login.emailLabel')}
          placeholder={t('auth.login.emailPlaceholder')}
          leftSection={<IconMail size={18} />}
          size="md"
          disabled={isVerifying}
          inputContainer={(input) => (
            <Group gap={8} wrap="nowrap" align="flex-start">
              <Box flex={1} miw={0}>
                {input}
              </Box>
              <Button
                size="md"
                variant="light"
                loading={isSending}
                disabled={(isCodeSent && !canResend) || isVerifying}
                onClick={() => void handleGetCode()}
              >
                {getCodeLabel}
              </Button>
            </Group>
          )}
        />
        {isCodeSent && countdown.secondsLeft > 0 && (
          <Text size="xs" c="dimmed" mt={-8}>
            {t('auth.login.resendIn', { seconds: countdown.secondsLeft })}
          </Text>
        )}
        {codeSentTo !== null && (
          <OtpField
            value={form.values.otp}
            error={form.errors.otp}
            onBlur={handleOtpBlur}
            inputRef={otpInput}
            label={t('auth.login.otpLabel')}
            description={t('auth.login.otpDescription', { email: codeSentTo })}
            disabled={isVerifying}
            onChange={(value) => form.setFieldValue('otp', value)}
            onPasteComplete={handlePasteComplete}
          />
        )}
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <Button
          ref={submitButton}
          type="submit"
          size="md"
          fullWidth
          loading={isVerifying}
          disabled={codeSentTo === null}
        >
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
