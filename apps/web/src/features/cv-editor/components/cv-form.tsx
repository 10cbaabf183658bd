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
  Textarea,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CV_LIMITS,
  USER_TYPES,
  cvSectionOrder,
  type TCvSection,
  type TUserType,
} from '@irreplaceable/contracts/cv/cv-document';
import { useLocalCv, type TCvDraft } from '../state/local-cv-store';
import { toCvPhoto } from '../utils/photo';
import { EntryList, SectionFrame } from './section-frame';
import classes from './cv-editor.module.css';

export type TErrorFor = (path: string) => string | undefined;

const MBTI_TYPES = ['E', 'I'].flatMap((a) =>
  ['N', 'S'].flatMap((b) => ['T', 'F'].flatMap((c) => ['J', 'P'].map((d) => a + b + c + d))),
);

type TListKey = 'work' | 'education' | 'skills' | 'languages' | 'projects';

function move<T>(list: T[], index: number, step: -1 | 1): void {
  const target = index + step;
  if (target < 0 || target >= list.length) return;
  [list[index], list[target]] = [list[target]!, list[index]!];
}

const lines = (value: string | undefined[] | string[] | undefined) =>
  Array.isArray(value) ? value.join('\n') : (value ?? '');

/** The editor's fields, section by section, in the CV's own order. */
export function CvForm({ errorFor }: { errorFor: TErrorFor }) {
  const { t } = useTranslation('cvEditor');
  const cv = useLocalCv((state) => state.cv);
  const edit = useLocalCv((state) => state.edit);
  const extras = cv.meta.irreplaceable;
  const order = cvSectionOrder({ meta: { irreplaceable: extras } } as never);
  const hidden = new Set(extras.hidden_sections ?? []);

  const text = (path: string, change: (draft: TCvDraft, value: string) => void) => ({
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      edit((draft) => change(draft, value), path);
    },
    error: errorFor(path),
  });

  const list = (key: TListKey) => ({
    onAdd: () => edit((draft) => void draft[key].push({})),
    onMove: (index: number, step: -1 | 1) => edit((draft) => move(draft[key], index, step)),
    onRemove: (index: number) => edit((draft) => void draft[key].splice(index, 1)),
    addLabel: t(`entry.add.${key}`),
  });

  const frame = (section: TCvSection, position: number) => ({
    isFirst: position === 0,
    isLast: position === order.length - 1,
    hidden: hidden.has(section),
    onMove: (step: -1 | 1) =>
      edit((draft) => {
        const next = [...order];
        move(next, position, step);
        draft.meta.irreplaceable.section_order = next;
      }),
    onHidden: (isHidden: boolean) =>
      edit((draft) => {
        const set = new Set(draft.meta.irreplaceable.hidden_sections ?? []);
        if (isHidden) set.add(section);
        else set.delete(section);
        draft.meta.irreplaceable.hidden_sections = [...set];
      }),
  });

  const sections: Record<TCvSection, (position: number) => ReactNode> = {
    summary: (position) => (
      <SectionFrame key="summary" title={t('sections.summary')} order={frame('summary', position)}>
        <Textarea
          aria-label={t('fields.summary')}
          placeholder={t('fields.summaryPlaceholder')}
          autosize
          minRows={3}
          maxLength={CV_LIMITS.summary}
          value={cv.basics.summary ?? ''}
          {...text('basics.summary', (draft, value) => (draft.basics.summary = value))}
        />
      </SectionFrame>
    ),
    work: (position) => (
      <SectionFrame key="work" title={t('sections.work')} required order={frame('work', position)}>
        {errorFor('work') ? (
          <Text className={classes.missing} data-cv-missing>
            {errorFor('work')}
          </Text>
        ) : null}
        <EntryList items={cv.work} maxItems={CV_LIMITS.work} {...list('work')}>
          {(job, index) => (
            <Stack gap={8}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing={8}>
                <TextInput
                  label={t('fields.position')}
                  maxLength={CV_LIMITS.position}
                  value={job.position ?? ''}
                  {...text(`work.${index}.position`, (d, v) => (d.work[index]!.position = v))}
                />
                <TextInput
                  label={t('fields.employer')}
                  maxLength={CV_LIMITS.organisation}
                  value={job.name ?? ''}
                  {...text(`work.${index}.name`, (d, v) => (d.work[index]!.name = v))}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing={8}>
                <MonthInput
                  label={t('fields.from')}
                  value={job.startDate}
                  {...text(`work.${index}.startDate`, (d, v) => (d.work[index]!.startDate = v))}
                />
                <MonthInput
                  label={t('fields.to')}
                  placeholder={t('fields.present')}
                  value={job.endDate}
                  {...text(`work.${index}.endDate`, (d, v) => (d.work[index]!.endDate = v))}
                />
                <TextInput
                  label={t('fields.location')}
                  maxLength={CV_LIMITS.place}
                  value={job.location ?? ''}
                  {...text(`work.${index}.location`, (d, v) => (d.work[index]!.location = v))}
                />
              </SimpleGrid>
              <TextInput
                label={t('fields.workSummary')}
                maxLength={CV_LIMITS.summary}
                value={job.summary ?? ''}
                {...text(`work.${index}.summary`, (d, v) => (d.work[index]!.summary = v))}
              />
              <Textarea
                label={t('fields.highlights')}
                placeholder={t('fields.highlightsPlaceholder')}
                autosize
                minRows={2}
                value={lines(job.highlights)}
                {...text(`work.${index}.highlights`, (d, v) => {
                  d.work[index]!.highlights = v
                    .split('\n')
                    .slice(0, CV_LIMITS.highlights)
                    .map((line) => line.slice(0, CV_LIMITS.highlight));
                })}
                error={errorFor(`work.${index}.highlights`)}
              />
            </Stack>
          )}
        </EntryList>
      </SectionFrame>
    ),
    education: (position) => (
      <SectionFrame
        key="education"
        title={t('sections.education')}
        required
        order={frame('education', position)}
      >
        {errorFor('education') ? (
          <Text className={classes.missing} data-cv-missing>
            {errorFor('education')}
          </Text>
        ) : null}
        <EntryList items={cv.education} maxItems={CV_LIMITS.education} {...list('education')}>
          {(school, index) => (
            <Stack gap={8}>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing={8}>
                <TextInput
                  label={t('fields.institution')}
                  maxLength={CV_LIMITS.organisation}
                  value={school.institution ?? ''}
                  {...text(
                    `education.${index}.institution`,
                    (d, v) => (d.education[index]!.institution = v),
                  )}
                />
                <TextInput
                  label={t('fields.degree')}
                  maxLength={CV_LIMITS.position}
                  value={school.studyType ?? ''}
                  {...text(
                    `education.${index}.studyType`,
                    (d, v) => (d.education[index]!.studyType = v),
                  )}
                />
                <TextInput
                  label={t('fields.major')}
                  maxLength={CV_LIMITS.position}
                  value={school.area ?? ''}
                  {...text(`education.${index}.area`, (d, v) => (d.education[index]!.area = v))}
                />
              </SimpleGrid>
              <SimpleGrid cols={2} spacing="sm">
                <MonthInput
                  label={t('fields.from')}
                  value={school.startDate}
                  {...text(
                    `education.${index}.startDate`,
                    (d, v) => (d.education[index]!.startDate = v),
                  )}
                />
                <MonthInput
                  label={t('fields.to')}
                  value={school.endDate}
                  {...text(
                    `education.${index}.endDate`,
                    (d, v) => (d.education[index]!.endDate = v),
                  )}
                />
              </SimpleGrid>
              <TextInput
                label={t('fields.courses')}
                value={lines(school.courses).replaceAll('\n', t('listSeparator'))}
                {...text(`education.${index}.courses`, (d, v) => {
                  d.education[index]!.courses = v
                    .split(/[,，、;；]\s*/)
                    .slice(0, CV_LIMITS.courses)
                    .map((course) => course.slice(0, CV_LIMITS.course));
                })}
                error={errorFor(`education.${index}.courses`)}
              />
            </Stack>
          )}
        </EntryList>
      </SectionFrame>
    ),
    skills: (position) => (
      <SectionFrame
        key="skills"
        title={t('sections.skills')}
        required
        order={frame('skills', position)}
      >
        {errorFor('skills') ? (
          <Text className={classes.missing} data-cv-missing>
            {errorFor('skills')}
          </Text>
        ) : null}
        <EntryList items={cv.skills} maxItems={CV_LIMITS.skills} compact {...list('skills')}>
          {(skill, index) => (
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                aria-label={t('fields.skill')}
                placeholder={t('fields.skill')}
                maxLength={CV_LIMITS.skillName}
                value={skill.name ?? ''}
                {...text(`skills.${index}.name`, (d, v) => (d.skills[index]!.name = v))}
              />
              <Autocomplete
                aria-label={t('fields.proficiency')}
                placeholder={t('fields.proficiency')}
                maxLength={CV_LIMITS.level}
                data={t('suggestions.proficiency', { returnObjects: true })}
                value={skill.level ?? ''}
                onChange={(value) =>
                  edit((d) => (d.skills[index]!.level = value), `skills.${index}.level`)
                }
                error={errorFor(`skills.${index}.level`)}
              />
            </SimpleGrid>
          )}
        </EntryList>
      </SectionFrame>
    ),
    languages: (position) => (
      <SectionFrame
        key="languages"
        title={t('sections.languages')}
        required
        order={frame('languages', position)}
      >
        {errorFor('languages') ? (
          <Text className={classes.missing} data-cv-missing>
            {errorFor('languages')}
          </Text>
        ) : null}
        <EntryList
          items={cv.languages}
          maxItems={CV_LIMITS.languages}
          compact
          {...list('languages')}
        >
          {(entry, index) => (
            <SimpleGrid cols={2} spacing="sm">
              <Autocomplete
                aria-label={t('fields.language')}
                placeholder={t('fields.language')}
                maxLength={CV_LIMITS.skillName}
                data={t('suggestions.languages', { returnObjects: true })}
                value={entry.language ?? ''}
                onChange={(value) =>
                  edit((d) => (d.languages[index]!.language = value), `languages.${index}.language`)
                }
                error={errorFor(`languages.${index}.language`)}
              />
              <Autocomplete
                aria-label={t('fields.level')}
                placeholder={t('fields.level')}
                maxLength={CV_LIMITS.level}
                data={t('suggestions.levels', { returnObjects: true })}
                value={entry.fluency ?? ''}
                onChange={(value) =>
                  edit((d) => (d.languages[index]!.fluency = value), `languages.${index}.fluency`)
                }
                error={errorFor(`languages.${index}.fluency`)}
              />
            </SimpleGrid>
          )}
        </EntryList>
      </SectionFrame>
    ),
    projects: (position) => (
      <SectionFrame
        key="projects"
        title={t('sections.projects')}
        order={frame('projects', position)}
      >
        <EntryList items={cv.projects} maxItems={CV_LIMITS.projects} {...list('projects')}>
          {(project, index) => (
            <Stack gap={8}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing={8}>
                <TextInput
                  label={t('fields.project')}
                  maxLength={CV_LIMITS.organisation}
                  value={project.name ?? ''}
                  {...text(`projects.${index}.name`, (d, v) => (d.projects[index]!.name = v))}
                />
                <TextInput
                  label={t('fields.url')}
                  maxLength={CV_LIMITS.url}
                  value={project.url ?? ''}
                  {...text(`projects.${index}.url`, (d, v) => (d.projects[index]!.url = v))}
                />
              </SimpleGrid>
              <SimpleGrid cols={2} spacing="sm">
                <MonthInput
                  label={t('fields.from')}
                  value={project.startDate}
                  {...text(
                    `projects.${index}.startDate`,
                    (d, v) => (d.projects[index]!.startDate = v),
                  )}
                />
                <MonthInput
                  label={t('fields.to')}
                  placeholder={t('fields.present')}
                  value={project.endDate}
                  {...text(`projects.${index}.endDate`, (d, v) => (d.projects[index]!.endDate = v))}
                />
              </SimpleGrid>
              <Textarea
                label={t('fields.description')}
                autosize
                minRows={2}
                maxLength={CV_LIMITS.summary}
                value={project.description ?? ''}
                {...text(
                  `projects.${index}.description`,
                  (d, v) => (d.projects[index]!.description = v),
                )}
              />
              <Textarea
                label={t('fields.highlights')}
                autosize
                minRows={2}
                value={lines(project.highlights)}
                {...text(`projects.${index}.highlights`, (d, v) => {
                  d.projects[index]!.highlights = v
                    .split('\n')
                    .slice(0, CV_LIMITS.highlights)
                    .map((line) => line.slice(0, CV_LIMITS.highlight));
                })}
                error={errorFor(`projects.${index}.highlights`)}
              />
            </Stack>
          )}
        </EntryList>
      </SectionFrame>
    ),
    achievements: (position) => (
      <SectionFrame
        key="achievements"
        title={t('sections.achievements')}
        order={frame('achievements', position)}
      >
        <Textarea
          label={t('fields.achievements')}
          autosize
          minRows={2}
          value={lines(extras.achievements)}
          {...text('meta.irreplaceable.achievements', (d, v) => {
            d.meta.irreplaceable.achievements = v
              .split('\n')
              .slice(0, CV_LIMITS.achievements)
              .map((line) => line.slice(0, CV_LIMITS.achievement));
          })}
        />
      </SectionFrame>
    ),
    values: (position) => (
      <SectionFrame key="values" title={t('sections.values')} order={frame('values', position)}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('fields.mbti')}
            data={MBTI_TYPES}
            clearable
            value={extras.mbti ?? null}
            onChange={(value) => edit((d) => (d.meta.irreplaceable.mbti = value ?? undefined))}
            error={errorFor('meta.irreplaceable.mbti')}
          />
        </SimpleGrid>
        <Textarea
          label={t('fields.goals')}
          autosize
          minRows={2}
          maxLength={CV_LIMITS.goals}
          value={extras.goals ?? ''}
          {...text('meta.irreplaceable.goals', (d, v) => (d.meta.irreplaceable.goals = v))}
        />
      </SectionFrame>
    ),
  };

  return (
    <Stack gap="md">
      <BasicsSection errorFor={errorFor} />
      {order.map((section, position) => sections[section](position))}
    </Stack>
  );
}

/** "2021.3", "2021/03", "2021年3月" → "2021-03": how people write months, as JSON Resume stores them. */
export function normalizeMonth(value: string): string {
  const match = /^\s*(\d{4})\s*[-./年]\s*(\d{1,2})\s*月?\s*$/.exec(value);
  if (!match) return value.trim();
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${String(month).padStart(2, '0')}` : value.trim();
}

function MonthInput({
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

function BasicsSection({ errorFor }: { errorFor: TErrorFor }) {
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
