import { act, render, screen } from '@testing-library/react';
import { memo, useMemo } from 'react';
import { setLanguage, t as outside, useTranslation, type Translate } from './i18n';

/** What screens do with texts: a memoised value, a memoised child given translated props, columns built once per `t`. */
const Child = memo(function Child({ label }: { label: string }) {
  return <span data-testid="child">{label}</span>;
});
const columnsOf = (t: Translate) => [t('details.code'), t('details.name')];
function Screen() {
  const { t, language } = useTranslation();
  const saved = useMemo(() => t('marking.unsaved', { count: 1 }), [t]);
  const columns = useMemo(() => columnsOf(t), [t]);
  return (
    <div lang={language}>
      <span data-testid="memo">{saved}</span>
      <Child label={t('common.save')} />
      <span data-testid="columns">{columns.join(' | ')}</span>
    </div>
  );
}

describe('useTranslation', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('gives a new t on a language switch, so memoised texts and memoised children follow it', async () => {
    const seen = new Set<Translate>();
    function Spy() {
      seen.add(useTranslation().t);
      return null;
    }
    render(
      <>
        <Screen />
        <Spy />
      </>,
    );
    expect(screen.getByTestId('memo')).toHaveTextContent('1 unsaved mark');
    expect(screen.getByTestId('child')).toHaveTextContent('Save');
    expect(screen.getByTestId('columns')).toHaveTextContent('Code | Name');

    await act(() => setLanguage('vi'));
    expect(screen.getByTestId('memo')).toHaveTextContent('1 điểm chưa lưu');
    expect(screen.getByTestId('child')).toHaveTextContent('Lưu');
    expect(screen.getByTestId('columns')).toHaveTextContent('Mã sinh viên | Tên');
    expect(seen.size).toBe(2);
    // the function for code outside React keeps its identity and answers in the language in use
    expect(outside('common.save')).toBe('Lưu');
  });

  it('says a count by the language plural rules', async () => {
    expect(outside('marking.unsaved', { count: 1 })).toBe('1 unsaved mark');
    expect(outside('marking.unsaved', { count: 2 })).toBe('2 unsaved marks');
    await act(() => setLanguage('vi'));
    expect(outside('marking.unsaved', { count: 1 })).toBe('1 điểm chưa lưu');
    expect(outside('marking.unsaved', { count: 2 })).toBe('2 điểm chưa lưu');
  });
});
