import { describe, expect, it } from 'vitest';
import { cvFileName, romanize } from './file-name';

describe('CV file name', () => {
  it('uses the English name, ASCII only', () => {
    expect(cvFileName('রহিম উদ্দিন', 'Rahim Uddin')).toBe('Rahim-Uddin-CV.pdf');
    expect(cvFileName('x', 'José  Núñez "O\'Brien"; rm -rf')).toBe('Jose-Nunez-O-Brien-Rm-Rf-CV.pdf');
  });

  it('romanises a Bengali name when there is no English one', () => {
    expect(romanize('রহিম')).toBe('rohim');
    expect(romanize('করিম')).toBe('korim');
    expect(romanize('সুমাইয়া খাতুন')).toBe('sumaiya khatun');
    expect(cvFileName('সুমাইয়া খাতুন', null)).toBe('Sumaiya-Khatun-CV.pdf');
    expect(cvFileName('আব্দুল করিম', '')).toMatch(/^[A-Za-z-]+-CV\.pdf$/);
  });

  it('never answers an empty or over-long name', () => {
    expect(cvFileName('漢字', null)).toBe('CV.pdf');
    expect(cvFileName('a', 'A'.repeat(200)).length).toBeLessThanOrEqual(67);
  });
});
