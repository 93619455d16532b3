/** The code's alphabet: no 0/O/1/I, so what the recorder shows is typed without doubt. */
const CODE = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/;

/** What was typed, upper-cased without spaces and dashes: `abcd efgh` → `ABCDEFGH`. */
export const normalizeCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

/** Whether the typed text is a whole code (only then is it looked up). */
export const isCompleteCode = (typed: string) => CODE.test(normalizeCode(typed));

/** `ABCDEFGH` → `ABCD-EFGH`, as the recorder shows it. */
export function formatCode(typed: string): string {
  const code = normalizeCode(typed);
  return code.length > 4 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}
