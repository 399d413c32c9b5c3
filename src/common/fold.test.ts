import { foldedIncludes, foldText } from './fold';

describe('foldText', () => {
  it('drops Vietnamese diacritics and case, đ as d', () => {
    expect(foldText('Nguyễn Văn Kiếm')).toBe('nguyen van kiem');
    expect(foldText('Trần Minh Đức')).toBe('tran minh duc');
    expect(foldText('ĐẶNG THỊ ỚT')).toBe('dang thi ot');
    expect(foldText(null)).toBe('');
  });
  it('matches typed words without accents, and with them', () => {
    expect(foldedIncludes('Nguyễn Văn Kiếm', 'kiem')).toBe(true);
    expect(foldedIncludes('Trần Minh Đức', 'duc')).toBe(true);
    expect(foldedIncludes('Trần Minh Đức', 'Đức')).toBe(true);
    expect(foldedIncludes('Trần Minh Đức', 'dục')).toBe(true);
    expect(foldedIncludes('Nguyễn Văn Kiếm', 'kim')).toBe(false);
  });
});
