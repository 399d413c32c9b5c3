/**
 * A text as searches compare it: without diacritics and in lower case, 'đ' as 'd' (Vietnamese users often type
 * without accents: "kiem" finds "Kiếm", "duc" finds "Đức"). Both the stored folded columns and the typed words go
 * through this one function, on the server and in the browser.
 */
export function foldText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
}

/** Does `text` contain `query` (both folded)? */
export const foldedIncludes = (text: string | null | undefined, query: string): boolean => foldText(text).includes(foldText(query));
