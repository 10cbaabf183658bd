import { describe, expect, it } from 'vitest';
import { ZCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import { SAMPLE_CV_EN, SAMPLE_CV_ZH } from './testing/sample-cvs';
import { toCvView } from './cv-view';

/** A sample CV with its place given as a JSON Resume country code, not as a name. */
function withCountryCode(sample: typeof SAMPLE_CV_EN, city: string, countryCode: string) {
  const cv = ZCvDocument.parse(sample);
  cv.basics.location = { city, countryCode };
  delete cv.meta.irreplaceable.country;
  return cv;
}

describe('the place line of a CV', () => {
  it('names a country given by its code, in the CV’s language', () => {
    expect(toCvView(withCountryCode(SAMPLE_CV_ZH, '上海', 'CN'), 'zh').contacts).toContain(
      '中国上海',
    );
    expect(toCvView(withCountryCode(SAMPLE_CV_EN, 'Leeds', 'GB'), 'en').contacts).toContain(
      'Leeds, United Kingdom',
    );
  });

  it('keeps a country the person wrote as a name', () => {
    const cv = ZCvDocument.parse(SAMPLE_CV_ZH);
    expect(toCvView(cv, 'zh').contacts).toContain('中国上海');
  });
});
