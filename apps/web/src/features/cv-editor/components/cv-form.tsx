import { Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { cvSectionOrder, type TCvSection } from '@irreplaceable/contracts/cv/cv-document';
import { useLocalCv } from '../state/local-cv-store';
import { AchievementsSection } from './cv-form/achievements-section';
import { BasicsSection } from './cv-form/basics-section';
import { EducationSection } from './cv-form/education-section';
import type { TErrorFor, TSectionProps } from './cv-form/form-tools';
import { LanguagesSection } from './cv-form/languages-section';
import { ProjectsSection } from './cv-form/projects-section';
import { SkillsSection } from './cv-form/skills-section';
import { SummarySection } from './cv-form/summary-section';
import { ValuesSection } from './cv-form/values-section';
import { WorkSection } from './cv-form/work-section';

const SECTIONS: Record<TCvSection, ComponentType<TSectionProps>> = {
  summary: SummarySection,
  work: WorkSection,
  education: EducationSection,
  skills: SkillsSection,
  languages: LanguagesSection,
  projects: ProjectsSection,
  achievements: AchievementsSection,
  values: ValuesSection,
};

/** The editor's fields, section by section, in the CV's own order (one file per section). */
export function CvForm({ errorFor }: { errorFor: TErrorFor }) {
  const extras = useLocalCv((state) => state.cv.meta.irreplaceable);
  const order = cvSectionOrder({ meta: { irreplaceable: extras } } as never);
  return (
    <Stack gap="md">
      <BasicsSection errorFor={errorFor} />
      {order.map((section, position) => {
        const Section = SECTIONS[section];
        return <Section key={section} errorFor={errorFor} position={position} />;
      })}
    </Stack>
  );
}
