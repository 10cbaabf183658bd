import {
  Autocomplete,
  Button,
  FileButton,
  Group,
  Image,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CV_LIMITS, USER_TYPES, type TUserType } from '@irreplaceable/contracts/cv/cv-document';
import { useLocalCv, type TCvDraft } from '../../state/local-cv-store';
import { toCvPhoto } from '../../utils/photo';
import { SectionFrame } from '../section-frame';
import classes from '../cv-editor.module.css';
import type { TErrorFor } from './form-tools';

/** Who the person is: name, headline, photo, the kind of job seeker and how to reach them. */
export function BasicsSection({ errorFor }: { errorFor: TErrorFor }) {
  const { t } = useTranslation('cvEditor');
  const basics = useLocalCv((state) => state.cv.basics);
  const extras = useLocalCv((state) => state.cv.meta.irreplaceable);
  const edit = useLocalCv((state) => state.edit);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const field = (path: string, change: (draft: TCvDraft, value: string) => void) => ({
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      edit((draft) => change(draft, value), path);
    },
    error: errorFor(path),
  });

  const choosePhoto = async (file: File | null) => {
    if (!file) return;
    setPhotoError(null);
    try {
      const photo = await toCvPhoto(file);
      edit((draft) => (draft.basics.image = photo));
    } catch {
      setPhotoError(t('fields.photoUnreadable'));
    }
  };

  return (
    <SectionFrame title={t('sections.basics')} required>
      <Group align="flex-start" gap="md" wrap="nowrap" className={classes.basicsTop}>
        <Stack gap={6} align="center" className={classes.photo}>
          {basics.image ? (
            <Image src={basics.image} alt={t('fields.photo')} w={72} h={90} radius="sm" />
          ) : (
            <div className={classes.photoEmpty} aria-hidden="true" />
          )}
          <FileButton
            onChange={(file) => void choosePhoto(file)}
            accept="image/png,image/jpeg,image/webp"
          >
            {(props) => (
              <Button {...props} size="compact-xs" variant="subtle">
                {t('fields.photoChoose')}
              </Button>
            )}
          </FileButton>
          {basics.image ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={() => edit((draft) => void delete draft.basics.image)}
            >
              {t('fields.photoRemove')}
            </Button>
          ) : null}
        </Stack>
        <Stack gap={8} style={{ flex: 1, minWidth: 0 }}>
          <TextInput
            label={t('fields.name')}
            maxLength={CV_LIMITS.name}
            value={basics.name ?? ''}
            {...field('basics.name', (d, v) => (d.basics.name = v))}
          />
          <TextInput
            label={t('fields.label')}
            placeholder={t('fields.labelPlaceholder')}
            withAsterisk
            maxLength={CV_LIMITS.label}
            value={basics.label ?? ''}
            {...field('basics.label', (d, v) => (d.basics.label = v))}
          />
        </Stack>
      </Group>
      {photoError ? <Text className={classes.missing}>{photoError}</Text> : null}
      <Text size="xs" c="dimmed">
        {t('fields.photoNote')}
      </Text>
      <Select
        label={t('fields.userType')}
        withAsterisk
        data={USER_TYPES.map((code) => ({ value: code, label: t(`userTypes.${code}`) }))}
        value={extras.user_type ?? null}
        onChange={(value) =>
          edit(
            (d) => (d.meta.irreplaceable.user_type = (value ?? undefined) as TUserType | undefined),
          )
        }
        error={errorFor('meta.irreplaceable.user_type')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing={8}>
        <TextInput
          label={t('fields.phone')}
          type="tel"
          maxLength={CV_LIMITS.phone}
          value={basics.phone ?? ''}
          {...field('basics.phone', (d, v) => (d.basics.phone = v))}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          maxLength={CV_LIMITS.email}
          value={basics.email ?? ''}
          {...field('basics.email', (d, v) => (d.basics.email = v))}
        />
        <TextInput
          label={t('fields.country')}
          maxLength={CV_LIMITS.place}
          value={extras.country ?? ''}
          {...field('meta.irreplaceable.country', (d, v) => (d.meta.irreplaceable.country = v))}
        />
        <TextInput
          label={t('fields.city')}
          maxLength={CV_LIMITS.place}
          value={basics.location?.city ?? ''}
          {...field('basics.location.city', (d, v) => {
            d.basics.location = { ...d.basics.location, city: v };
          })}
        />
        <Autocomplete
          label={t('fields.zodiac')}
          maxLength={CV_LIMITS.zodiac}
          data={t('suggestions.zodiac', { returnObjects: true })}
          value={extras.zodiac ?? ''}
          onChange={(value) => edit((d) => (d.meta.irreplaceable.zodiac = value), 'zodiac')}
        />
      </SimpleGrid>
    </SectionFrame>
  );
}
