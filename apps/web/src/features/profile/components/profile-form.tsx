import { Alert, Button, Group, Paper, Radio, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@irreplaceable/contracts/users/user';
import { serverMessage } from '../../../shared/api/api-error';
import { changeLanguage, isLanguage } from '../../../shared/i18n/i18n';
import { IconAlert } from '../../../shared/ui/icons';
import { useUpdateMe } from '../api/update-me';
import {
  profileValuesOf,
  toUpdateRequest,
  validateProfile,
  type TProfileValues,
} from '../utils/profile-values';
import { notify } from '../../../shared/ui/notify';

/**
 * Username, current job title and preferred language. Saving the language also switches the
 * interface, as the header's switch also saves it here.
 */
export function ProfileForm({ user }: { user: TUser }) {
  const { t, i18n } = useTranslation();
  const updateMe = useUpdateMe();
  const form = useForm<TProfileValues>({
    mode: 'controlled',
    initialValues: profileValuesOf(user),
    validateInputOnBlur: true,
    validate: (values) => validateProfile(values, t),
  });

  // The header's language switch saves the account's language too; the form follows it unless
  // a different language has been picked here and not saved yet.
  useEffect(() => {
    if (form.isDirty('language')) return;
    form.setInitialValues({ ...form.getInitialValues(), language: user.language });
    form.setFieldValue('language', user.language);
    // The form object is stable; only an outside change of the saved language matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.language]);

  const handleSubmit = form.onSubmit((values) => {
    updateMe.mutate(toUpdateRequest(values), {
      onSuccess: (saved) => {
        form.resetDirty(profileValuesOf(saved));
        form.setValues(profileValuesOf(saved));
        // Confirm in the language the user just chose.
        void changeLanguage(saved.language).then(() =>
          notify('success', i18n.t('profile.form.saved')),
        );
      },
    });
  });

  const failure = updateMe.isError
    ? (serverMessage(updateMe.error) ?? t('common.errors.generic'))
    : null;

  return (
    <Paper
      withBorder
      p={{ base: 'lg', sm: 32 }}
      component="form"
      onSubmit={handleSubmit}
      noValidate
    >
      <Stack gap="lg">
        <Title order={2} fz={20}>
          {t('profile.form.title')}
        </Title>
        <TextInput
          {...form.getInputProps('username')}
          key={form.key('username')}
          label={t('profile.form.username')}
          placeholder={t('profile.form.usernamePlaceholder')}
          autoComplete="nickname"
          withAsterisk
        />
        <TextInput
          {...form.getInputProps('jobTitle')}
          key={form.key('jobTitle')}
          label={t('profile.form.jobTitle')}
          placeholder={t('profile.form.jobTitlePlaceholder')}
          autoComplete="organization-title"
        />
        <Radio.Group
          {...form.getInputProps('language')}
          key={form.key('language')}
          label={t('profile.form.language')}
          onChange={(value) => {
            if (isLanguage(value)) form.setFieldValue('language', value);
          }}
        >
          <Group mt="xs" gap="xl">
            <Radio value="en" label={t('profile.languages.en')} />
            <Radio value="zh" label={t('profile.languages.zh')} />
          </Group>
        </Radio.Group>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={updateMe.isPending} disabled={!form.isDirty()}>
            {t('profile.form.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
